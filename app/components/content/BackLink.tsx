import { Icon } from "~/components/icons";
import { Link } from "react-router";

/** A quiet "back" link above a page's hero. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-full py-2 text-sm font-semibold text-espresso-700 transition-colors hover:text-chai-700"
    >
      <Icon name="arrow-left" className="size-4" aria-hidden />
      {label}
    </Link>
  );
}
