// The operator's dashboard: its headings, figure labels, periods and the words for an empty store.

export const dashboardCopy = {
  title: "Dashboard",
} as const;
