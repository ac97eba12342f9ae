export default function Screen() {
  return <h1 className="text-2xl font-semibold">misc/server-error</h1>;
}
