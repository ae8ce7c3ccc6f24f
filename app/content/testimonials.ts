// The three testimonials on the home page.
export interface Testimonial {
  name: string;
  title: string;
  photo: { src: string; alt: string; width: number; height: number };
  rating: number;
  review: string;
  verified: boolean;
  days: number;
}

const photo = (file: string, alt: string) => ({ src: `/images/portraits/${file}.svg`, alt, width: 240, height: 240 });

export const testimonials: readonly Testimonial[] = [
  {
    name: "Maya R.",
    title: "Product designer",
    photo: photo("maya", "Illustrated portrait of Maya"),
    rating: 5,
    review:
      "I swapped my second espresso for NAVA and my afternoons changed. I stay in flow through long design reviews and I don't get that 3pm wall any more.",
    verified: true,
    days: 90,
  },
  {
    name: "James T.",
    title: "Software engineer",
    photo: photo("james", "Illustrated portrait of James"),
    rating: 5,
    review:
      "Clean energy is the right word. No jitters, no racing heart, just a calm, clear head for deep work. The cinnamon chai flavour is a bonus.",
    verified: true,
    days: 60,
  },
  {
    name: "Priya K.",
    title: "Founder and yoga teacher",
    photo: photo("priya", "Illustrated portrait of Priya"),
    rating: 5,
    review:
      "Coffee used to upset my stomach. NAVA is gentle, tastes like a treat, and I love earning NPX back on a habit I already have.",
    verified: true,
    days: 45,
  },
];
