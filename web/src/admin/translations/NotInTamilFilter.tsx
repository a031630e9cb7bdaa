import { LabelledCheckbox } from '../components/LabelledCheckbox';

/** A list's filter: only the entries with some text not yet in Tamil. */
export function NotInTamilFilter({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="bo-row bo-filter-check">
      <LabelledCheckbox label="Not yet in Tamil" checked={checked} onChange={onChange} />
    </div>
  );
}
