import { panel } from './admin.css';

/** The lines of an address as it is written on an envelope; each entry's fields share a line. */
const ADDRESS_LINES: readonly (readonly string[])[] = [
  ['first_name', 'last_name'],
  ['company'],
  ['address_1'],
  ['address_2'],
  ['city', 'state', 'postcode'],
  ['country'],
  ['email'],
  ['phone'],
];

/** An address's non-blank lines, in envelope order ("Ann Lee", "150 Elgin Street", "Ottawa ON K2P 1L4"…). */
export function addressLines(address: Readonly<Record<string, string>> | null): string[] {
  if (address === null) return [];
  return ADDRESS_LINES.map((keys) =>
    keys
      .map((key) => address[key] ?? '')
      .filter((value) => value !== '')
      .join(' '),
  ).filter((line) => line !== '');
}

/** A panel with its heading and an address, or `empty` when there is no address or it is blank. */
export function AddressBlock({
  id,
  title,
  address,
  empty,
}: {
  id: string;
  title: string;
  address: Readonly<Record<string, string>> | null;
  empty: string;
}) {
  const lines = addressLines(address);
  return (
    <section className={panel} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <address>
        {lines.length === 0
          ? empty
          : lines.map((line, index) => (
              <span key={index}>
                {line}
                <br />
              </span>
            ))}
      </address>
    </section>
  );
}
