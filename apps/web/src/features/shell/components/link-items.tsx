import { Link } from '../../../components/router-link';

export interface LinkItem {
  to: string;
  label: string;
}

/** One list item with a site link per entry of a navigation list (header, sidebar, footer). */
export function LinkItems({ items, className }: { items: readonly LinkItem[]; className: string }) {
  return (
    <>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className={className}>
            {item.label}
          </Link>
        </li>
      ))}
    </>
  );
}
