import { Icon } from "~/components/icons";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

interface CtaBandProps {
  title: string;
  text?: string;
  actions: readonly { label: string; to: string }[];
}

/** The closing call to action of a content page: a heading, a line, one or two links. */
export function CtaBand({ title, text, actions }: CtaBandProps) {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-3xl px-4 pt-20 text-center sm:px-6 sm:pt-24">
      <h2 id="cta-title" className="font-display text-3xl font-semibold sm:text-4xl">
        {title}
      </h2>
      {text && <p className="mt-4 text-lg text-espresso-700">{text}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {actions.map((a, i) => (
          <Link key={a.to} to={a.to} className={buttonClass({ size: "lg", variant: i === 0 ? "primary" : "outline" })}>
            {a.label}
            {i === 0 && <Icon name="arrow-right" aria-hidden />}
          </Link>
        ))}
      </div>
    </section>
  );
}
