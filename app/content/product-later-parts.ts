// Copy of the product page's parts whose script comes after the page has started (decision 0028):
// the gallery and the reward and Phantom cards.
export const productLaterParts = {
  reward: {
    title: "Earn NPX with every bag",
    perBag: "NPX per bag",
    /** The promise, from the store's value of NPX (NPX_VALUE_USD): "10% back", "worth $4.90". */
    explainer: (back: string, worth: string) => `${back} back in NPX tokens on Solana (worth ${worth} a bag).`,
    signedIn: "You're signed in with Phantom: this purchase earns NPX for",
    signedOut: "Connect Phantom and sign in before checkout to receive your NPX.",
    connect: "Connect Phantom",
    signIn: "Sign in with Phantom",
  },
  gallery: {
    label: "Product images",
    previous: "Previous image",
    next: "Next image",
    thumbnails: "Choose an image",
    alts: [
      "NAVA Focus bag, front: cinnamon chai mushroom coffee",
      "NAVA Focus bag, back: ingredients and directions",
      "A scoop of NAVA Focus powder",
      "A cup of NAVA Focus, warm and frothy",
      "The ingredients of NAVA Focus: coffee beans, mushrooms, cinnamon and spices",
    ],
  },
  phantom: {
    title: "Connect Phantom, earn NPX",
    /** `back`: the page's promise, from the store's value of NPX (NPX_VALUE_USD). */
    text: (back: string) => `Sign in with your Phantom wallet and every bag you buy earns ${back} back in NPX tokens.`,
    cta: "Connect Phantom Wallet",
    connectedText: "Connected. Sign in with your wallet so your orders earn NPX:",
    signIn: "Sign in to earn NPX",
    signingIn: "Signing in...",
    signedInText: "You're signed in. Every bag you buy earns NPX for",
    signedIn: "Signed in",
    rewards: "View my NPX",
  },
} as const;
