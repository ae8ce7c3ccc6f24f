// The rewards page for a visitor: how the program works, the sign-in, and whether claiming is open.
import { Link } from "react-router";
import { CardGrid } from "~/components/content/CardGrid";
import { PageHero } from "~/components/content/PageHero";
import { Section } from "~/components/Section";
import { IslandSlot } from "~/components/server-html/ServerHtml";
import { buttonClass } from "~/components/ui/button";
import type { RewardsCopy } from "~/content/rewards";
import { ClaimBox, ClaimNoticeBox } from "./ClaimBox";
import type { ClaimNotice, ClaimPanel } from "./rewards-page.server";
import { REWARDS_SIGN_IN_ISLAND, RewardsSignInLink } from "./RewardsSignIn";
import { StatusHelp } from "./StatusHelp";

type Copy = RewardsCopy;

export function Program({
  copy,
  claimState,
  notice,
}: {
  copy: Copy;
  claimState: ClaimPanel["state"];
  notice: ClaimNotice | null;
}) {
  const { program } = copy;
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={program.title}
        intro={<p>{program.intro}</p>}
        aside={
          <div className="rounded-[2rem] bg-espresso-900 p-8 text-cream-50 shadow-[0_24px_48px_-28px_rgb(43_29_20/0.6)] sm:p-10">
            <dl className="grid grid-cols-2 gap-6">
              {program.stats.map((s) => (
                <div key={s.label} className="flex flex-col-reverse">
                  <dt className="mt-1 text-sm text-cream-200">{s.label}</dt>
                  <dd className="font-display text-4xl font-semibold text-chai-300 sm:text-5xl">{s.value}</dd>
                </div>
              ))}
            </dl>
            <StatusHelp
              copy={copy}
              className="mt-8 border-t border-cream-100/15 pt-6 text-cream-200"
              termClass="text-cream-50"
            />
          </div>
        }
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <IslandSlot name={REWARDS_SIGN_IN_ISLAND}>
            <RewardsSignInLink labels={program} />
          </IslandSlot>
          <Link to="/product" className={buttonClass({ variant: "outline", size: "lg" })}>
            {program.shop}
          </Link>
        </div>
      </PageHero>
      <Section id="how" eyebrow={program.stepsEyebrow} title={program.stepsTitle}>
        <CardGrid items={program.steps} numbered />
        {notice && <ClaimNoticeBox copy={copy} notice={notice} className="mx-auto mt-10 max-w-3xl" />}
        <ClaimBox
          copy={copy}
          panel={{ state: claimState, claimableNpx: 0, owedBackNpx: 0, minClaimNpx: 0 }}
          className="mx-auto mt-10 max-w-3xl"
        />
      </Section>
    </>
  );
}
