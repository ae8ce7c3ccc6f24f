/** The checkout fields a returning signed-in wallet's last paid order fills in. */
export interface SavedAddress {
  email: string;
  name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
}
