import { data } from "react-router";
import { ComingSoon } from "~/components/ComingSoon";
import { isIngredientSlug } from "~/content/ingredient-slugs";
import { seo, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/ingredient";

export function loader({ params }: Route.LoaderArgs) {
  if (!isIngredientSlug(params.slug)) throw data(null, { status: 404 });
  return { slug: params.slug };
}

function titleOf(slug: string) {
  return slug
    .split("-")
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  seo(
    {
      title: titleOf(params.slug ?? ""),
      description: `What ${titleOf(params.slug ?? "")} brings to NAVA Focus.`,
      path: `/ingredients/${params.slug}`,
    },
    siteUrlFrom(matches),
  );

export default function IngredientPage({ loaderData }: Route.ComponentProps) {
  return <ComingSoon title={titleOf(loaderData.slug)} />;
}
