import { Link } from "react-router";

/** The NAVA mark and wordmark; `onDark` lightens the mark for dark bands. */
export function Logo({ className = "", onDark = false }: { className?: string; onDark?: boolean }) {
  return (
    <Link to="/" className={`flex items-center gap-2 ${className}`} aria-label="NAVA home">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="15" fill={onDark ? "#e6b17e" : "#2b1d14"} />
        <path
          d="M9 21V11l14 10V11"
          fill="none"
          stroke={onDark ? "#2b1d14" : "#e6b17e"}
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="font-display text-xl font-semibold tracking-[0.18em]">NAVA</span>
    </Link>
  );
}
