// The figures a set of ratings gives: count, average to one decimal, and how many of each star.

export interface RatingSummary {
  count: number;
  /** The average to one decimal (4.7), or null when there are no ratings. */
  average: number | null;
  /** Reviews with 1..5 stars, at index 0..4. */
  histogram: [number, number, number, number, number];
}

/** From the count of each star (`counts[stars] = n`). */
export function summarize(counts: Partial<Record<number, number>>): RatingSummary {
  const histogram: RatingSummary["histogram"] = [0, 0, 0, 0, 0];
  let count = 0;
  let sum = 0;
  for (let stars = 1; stars <= 5; stars++) {
    const n = counts[stars] ?? 0;
    histogram[stars - 1] = n;
    count += n;
    sum += n * stars;
  }
  // Rounded half up in tenths, on integers (4.25 → 4.3), so no float drift decides a digit.
  const average = count === 0 ? null : Math.floor((sum * 10 * 2 + count) / (2 * count)) / 10;
  return { count, average, histogram };
}

/** "4.7": the average as shown and as structured data gives it. */
export const formatAverage = (average: number) => average.toFixed(1);

/** The share of reviews with this many stars, as a whole percent for the histogram's bar. */
export const sharePercent = (n: number, count: number) => (count === 0 ? 0 : Math.round((n / count) * 100));
