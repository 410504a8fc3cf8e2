/** Who bought: the name where one was given, then the address, each kept in its own direction. */
export function BuyerText({ buyer }: { buyer: { buyer_name: string | null; buyer_email: string } }) {
  return (
    <>
      {buyer.buyer_name && <bdi>{buyer.buyer_name} </bdi>}
      <bdi>{buyer.buyer_email}</bdi>
    </>
  );
}
