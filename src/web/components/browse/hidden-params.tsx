/**
 * Hidden copies of the current URL's parameters, so a plain GET form (working before
 * the page's script has loaded, or without it) keeps the rest of the page's state.
 */
export function HiddenParams({ params, except }: { params: URLSearchParams; except: readonly string[] }) {
  const kept = [...params.entries()].filter(([key]) => key !== 'cursor' && !except.includes(key));
  return (
    <>
      {kept.map(([key, value], index) => (
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
    </>
  );
}
