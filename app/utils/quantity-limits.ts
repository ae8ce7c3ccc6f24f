// How many bags one cart line may hold. Apart from ./pricing so the header's cart count (in
// every first load) can read cart forms without the pricing code.
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;
