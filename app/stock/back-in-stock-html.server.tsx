import { renderStaticPage } from "~/components/server-html/render.server";
import { stockCopy } from "~/content/stock";

export type NotifyStatus = "ok" | "invalid" | "limited" | null;
const STATUSES = ["ok", "invalid", "limited"] as const;

/** The form's status from /product?notify=…: the same for everyone who has that URL. */
export function notifyStatusFrom(url: URL): NotifyStatus {
  const status = url.searchParams.get("notify");
  return STATUSES.find((s) => s === status) ?? null;
}

/**
 * The sold-out product page's form as markup drawn on the server (no script on /product): one of
 * a few fixed variants, drawn once per process.
 */
export function backInStockHtml(productId: string, status: NotifyStatus): string {
  return renderStaticPage(`back-in-stock:${productId}:${status}`, () => (
    <BackInStockForm productId={productId} status={status} />
  ));
}

/**
 * "Email me when it is back": a plain form posted to /stock/notify, which answers by sending the
 * visitor back to /product?notify=<status>; works without JavaScript.
 */
function BackInStockForm({ productId, status }: { productId: string; status: NotifyStatus }) {
  const t = stockCopy.notify;
  const error = status === "invalid" ? t.invalid : status === "limited" ? t.rateLimited : null;
  return (
    <section
      id="back-in-stock"
      aria-labelledby="back-in-stock-title"
      className="scroll-mt-24 rounded-2xl bg-cream-50 p-5 ring-1 ring-cream-300"
    >
      <h2 id="back-in-stock-title" className="font-display text-xl font-semibold text-espresso-900">
        {t.title}
      </h2>
      {status === "ok" ? (
        <p role="status" className="mt-2 text-sm font-medium text-sage-700" data-testid="notify-done">
          {t.done}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-espresso-700">{t.intro}</p>
          <form method="post" action="/stock/notify" className="mt-3 flex flex-wrap items-end gap-3">
            <input type="hidden" name="productId" value={productId} />
            <div className="min-w-56 flex-1">
              <label htmlFor="notify-email" className="block text-sm font-medium text-espresso-900">
                {t.label}
              </label>
              <input
                id="notify-email"
                name="email"
                type="email"
                required
                autoComplete="email"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "notify-error" : undefined}
                className="mt-1.5 block min-h-11 w-full rounded-xl border border-espresso-600/40 bg-white px-3 py-2 text-base aria-[invalid=true]:border-berry-600"
              />
            </div>
            <button
              type="submit"
              className="min-h-11 rounded-full bg-espresso-900 px-5 text-sm font-semibold text-cream-50 hover:bg-espresso-800"
            >
              {t.submit}
            </button>
          </form>
          {error && (
            <p id="notify-error" role="alert" className="mt-2 text-sm font-medium text-berry-700">
              {error}
            </p>
          )}
        </>
      )}
    </section>
  );
}
