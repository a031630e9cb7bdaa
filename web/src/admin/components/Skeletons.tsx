/** Grey bars where content is loading, announced once as "Loading...": a line of text's height, or a chart's. */
export function Skeletons({ bars }: { bars: ('line' | 'chart')[] }) {
  return (
    <div role="status" aria-label="Loading..." className="bo-skeletons">
      {bars.map((bar, index) => (
        <div key={index} className={`bo-skeleton ${bar}`} />
      ))}
    </div>
  );
}
