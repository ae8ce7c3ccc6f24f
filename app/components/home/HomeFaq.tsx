import { Icon } from "~/components/icons";
import { Link } from "react-router";
import { Accordion } from "~/components/Accordion";
import { Section } from "~/components/Section";
import { buttonClass } from "~/components/ui/button";
import type { HomeContent } from "~/content/home";

export function HomeFaq({ copy }: { copy: HomeContent["faq"] }) {
  const items = copy.items.map((item) => ({
    id: item.id,
    title: item.q,
    content: <p className="leading-relaxed">{item.a}</p>,
  }));
  return (
    <Section id="faq" tone="warm" eyebrow={copy.eyebrow} title={copy.title}>
      <div className="mx-auto max-w-3xl">
        <Accordion items={items} mode="single" defaultOpen={[copy.items[0].id]} />
        <div className="mt-10 text-center">
          <Link to="/faq" className={buttonClass({ variant: "outline", size: "lg" })}>
            {copy.viewAll}
            <Icon name="arrow-right" aria-hidden />
          </Link>
        </div>
      </div>
    </Section>
  );
}
