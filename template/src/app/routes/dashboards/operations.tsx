export default function Screen() {
  return <h1 className="text-2xl font-semibold">dashboards/operations</h1>;
}
