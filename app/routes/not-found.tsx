import { data } from "react-router";
import { NotFound } from "~/components/NotFound";
import type { Route } from "./+types/not-found";

export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Page not found | NAVA Focus" },
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
