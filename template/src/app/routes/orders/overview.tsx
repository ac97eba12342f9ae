export default function Screen() {
  return <h1 className="text-2xl font-semibold">orders/overview</h1>;
}
