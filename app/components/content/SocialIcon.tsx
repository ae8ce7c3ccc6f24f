// Brand marks for the social links (lucide has no brand icons), drawn on a 24px grid.
const paths: Record<string, string> = {
  Instagram:
    "M7 2.5h10A4.5 4.5 0 0 1 21.5 7v10a4.5 4.5 0 0 1-4.5 4.5H7A4.5 4.5 0 0 1 2.5 17V7A4.5 4.5 0 0 1 7 2.5Zm5 5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Zm5.25-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z",
  X: "M4 3.5h4.6l4 5.6 4.7-5.6h2.2l-5.9 7 7 9.5h-4.6l-4.4-6-5.1 6H4.3l6.3-7.4L4 3.5Zm3 1.6 9.5 13.3h1.4L8.5 5.1H7Z",
  YouTube:
    "M21.6 7.2a2.7 2.7 0 0 0-1.9-1.9C18 4.8 12 4.8 12 4.8s-6 0-7.7.5a2.7 2.7 0 0 0-1.9 1.9C2 8.9 2 12 2 12s0 3.1.4 4.8a2.7 2.7 0 0 0 1.9 1.9c1.7.5 7.7.5 7.7.5s6 0 7.7-.5a2.7 2.7 0 0 0 1.9-1.9c.4-1.7.4-4.8.4-4.8s0-3.1-.4-4.8ZM10 15.1V8.9l5.2 3.1-5.2 3.1Z",
  TikTok:
    "M14.5 2.5h3a4.8 4.8 0 0 0 4 4.3v3.1a7.8 7.8 0 0 1-4-1.3v6.9a6.5 6.5 0 1 1-6.5-6.5c.3 0 .7 0 1 .1v3.2a3.4 3.4 0 1 0 2.5 3.2V2.5Z",
};

export function SocialIcon({ name, className }: { name: string; className?: string }) {
  const d = paths[name];
  if (!d) return null;
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" className={className} aria-hidden="true">
      <path d={d} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
