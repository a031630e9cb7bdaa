/** A select's empty first option followed by one option per category (its id as value). */
export function CategoryOptions({ empty, categories }: { empty: string; categories: { _id: string; name: string }[] }) {
  return (
    <>
      <option value="">{empty}</option>
      {categories.map((c) => (
        <option key={c._id} value={c._id}>
          {c.name}
        </option>
      ))}
    </>
  );
}
