// A message's HTML part, drawn from its plain text (./blocks.ts) in the store's one layout.
import { render } from "@react-email/render";
import { siteOrigin } from "~/utils/links.server";
import { previewOf, textToBlocks } from "./blocks";
import { EmailLayout } from "./EmailLayout.server";

export async function renderEmailHtml({
  subject,
  text,
  links = true,
}: {
  subject: string;
  text: string;
  /** False when the text holds words a visitor wrote: nothing in it becomes a link. */
  links?: boolean;
}): Promise<string> {
  return render(
    <EmailLayout
      subject={subject}
      preview={previewOf(text)}
      blocks={textToBlocks(text, { links })}
      origin={siteOrigin()}
    />,
  );
}
