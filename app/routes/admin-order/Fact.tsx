/** One labelled fact of the order's side panels (customer, timeline). */
export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="px-4 py-3 sm:px-5">
      <dt className="text-xs font-semibold uppercase tracking-wider text-espresso-700">{label}</dt>
      <dd className="mt-1 text-sm text-espresso-900">{children}</dd>
    </div>
  );
}
