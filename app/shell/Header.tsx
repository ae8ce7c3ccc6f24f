import { Icon } from "~/components/icons";
import { Link, NavLink, useLocation } from "react-router";
import { useCartCount } from "~/cart/useCartCount";
import { currentPage, mainNav } from "~/content/site";
import { cn } from "~/utils/cn";
import { WalletHeaderButton } from "~/wallet/WalletHeaderButton";
import { LearnMenu } from "./LearnMenu";
import { Logo } from "./Logo";

const navItem = "text-sm font-semibold tracking-[0.14em] text-espresso-800 transition-colors hover:text-chai-600";

export function Header() {
  const page = currentPage(useLocation().pathname);
  const count = useCartCount();
  return (
    <header className="sticky top-0 z-40 border-b border-cream-300/70 bg-cream-100/90 backdrop-blur supports-[backdrop-filter]:bg-cream-100/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo className="min-h-11" />
        <nav aria-label="Main" className="hidden items-center gap-8 md:flex">
          <NavLink
            to={mainNav.shop.to}
            aria-current={page === "product" ? "page" : undefined}
            className={cn(navItem, page === "product" && "text-chai-600")}
          >
            {mainNav.shop.label}
          </NavLink>
          <LearnMenu active={page === "about" || page === "studies"} buttonClassName={navItem} />
          <NavLink to={mainNav.rewards.to} className={({ isActive }) => cn(navItem, isActive && "text-chai-600")}>
            {mainNav.rewards.label}
          </NavLink>
          <NavLink
            to={mainNav.tech.to}
            aria-current={page === "tech" ? "page" : undefined}
            className={cn(navItem, page === "tech" && "text-chai-600")}
          >
            {mainNav.tech.label}
          </NavLink>
        </nav>
        <div className="flex items-center gap-1">
          <WalletHeaderButton />
          <Link
            to="/cart"
            aria-label={`Cart, ${count} ${count === 1 ? "item" : "items"}`}
            aria-current={page === "cart" ? "page" : undefined}
            className={cn(
              "relative grid size-11 place-items-center rounded-full text-espresso-800 hover:bg-cream-200",
              page === "cart" && "bg-cream-200",
            )}
          >
            <Icon name="shopping-bag" className="size-5" aria-hidden />
            <span
              data-testid="cart-badge"
              aria-hidden="true"
              className="absolute -right-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-chai-600 px-1 text-[11px] font-bold leading-5 text-white"
            >
              {count}
            </span>
          </Link>
        </div>
      </div>
    </header>
  );
}
