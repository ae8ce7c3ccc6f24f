// A figure drawn to markup on the server, for a page whose script must not grow (/product): the
// value, its label and where it comes from.
import { Icon } from "~/components/icons";
import { renderServerHtml } from "~/components/server-html/render.server";
import type { BrandFigure } from "./figures.server";

export function inlineFigureHtml(figure: BrandFigure | null): string | null {
  if (!figure) return null;
  return renderServerHtml(
    <>
      <Icon name="users" className="size-4 text-chai-600" aria-hidden />
      <span data-testid="brand-figure">
        <strong className="font-semibold text-espresso-900">{figure.value}</strong> {figure.label}{" "}
        <span className="text-xs text-espresso-700">({figure.note})</span>
      </span>
    </>,
  );
}
