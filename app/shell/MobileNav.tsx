import { Icon } from "~/components/icons";
import { NavLink, useLocation } from "react-router";
import { currentPage } from "~/content/site";
import { cn } from "~/utils/cn";
import { LearnMenu } from "./LearnMenu";

const item =
  "flex flex-1 flex-col items-center justify-center gap-0.5 py-2 text-[11px] font-semibold tracking-wide text-espresso-700";

/** Below 768 px: the bottom row of Shop, Learn, Rewards, Tech. */
export function MobileNav() {
  const page = currentPage(useLocation().pathname);
  return (
    <nav
      aria-label="Mobile"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-cream-300 bg-cream-50/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <div className="mx-auto flex max-w-md items-stretch">
        <NavLink
          to="/product"
          aria-current={page === "product" ? "page" : undefined}
          className={cn(item, page === "product" && "text-chai-600")}
        >
          <Icon name="shopping-bag" className="size-5" aria-hidden />
          Shop
        </NavLink>
        <div className="flex flex-1 justify-center">
          <LearnMenu
            active={page === "about" || page === "studies"}
            placement="above"
            label="Learn"
            icon={<Icon name="book-open" className="size-5" aria-hidden />}
            buttonClassName={cn(item, "flex-col gap-0.5 [&>svg:last-child]:hidden")}
          />
        </div>
        <NavLink to="/rewards" className={({ isActive }) => cn(item, isActive && "text-chai-600")}>
          <Icon name="gift" className="size-5" aria-hidden />
          Rewards
        </NavLink>
        <NavLink
          to="/tech"
          aria-current={page === "tech" ? "page" : undefined}
          className={cn(item, page === "tech" && "text-chai-600")}
        >
          <Icon name="cpu" className="size-5" aria-hidden />
          Tech
        </NavLink>
      </div>
    </nav>
  );
}
