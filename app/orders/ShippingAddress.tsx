// A US shipping address as the order and subscription pages show it.
export interface ShippingAddressFields {
  name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
}

export function ShippingAddress({ address, testId }: { address: ShippingAddressFields; testId: string }) {
  return (
    <address className="mt-3 not-italic leading-relaxed text-espresso-800" data-testid={testId}>
      {address.name}
      <br />
      {address.line1}
      {address.line2 && (
        <>
          <br />
          {address.line2}
        </>
      )}
      <br />
      {address.city}, {address.state} {address.zip}
    </address>
  );
}
