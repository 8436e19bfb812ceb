import { Button, VisuallyHidden } from '@maplepack/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { fieldError, muted, nativeField } from '../../components/admin.css';
import { group, itemButtons, items, legend } from './content-fields.css';
import { fieldLabel, itemLabel, itemNoun } from './form/field-labels';
import { emptyValue, type FieldNode, type ObjectField } from './form/field-tree';
import { addItem, getAt, moveItem, pathKey, removeItem, setAt, type FieldPath } from './form/form-value';

/** The element id of the field (or list item) at `path`. */
export const fieldId = (path: FieldPath): string => `acf-${pathKey(path).replace(/\./g, '-') || 'root'}`;

const FOCUSABLE = 'input, textarea, select, button:not([disabled])';

/** Moves focus to the element with `id`, or to the first field or enabled button inside it. */
export function focusField(id: string) {
  const element = document.getElementById(id);
  if (element === null) return;
  const target = element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
  (target ?? element).focus();
}

interface Shared {
  value: unknown;
  onChange: (next: unknown) => void;
  errors: ReadonlyMap<string, string>;
  /** Whether a field's error is shown yet: once it was changed, or after a save was tried. */
  shown: (key: string) => boolean;
  touch: (key: string) => void;
  /** Focus the element with this id after the next render (a new item, the item moved). */
  focusLater: (id: string) => void;
  announce: (message: string) => void;
}

const HINTS = {
  url: 'A full web address, starting with https://',
  route: 'A page of this site, starting with / (for example /faq)',
  pattern: 'Lowercase letters, digits and hyphens',
  optional: 'Optional: leave it empty to leave it out.',
  long: 'A blank line starts a new paragraph; **bold** is bold.',
};

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  return message === undefined ? null : (
    <span id={id} className={fieldError}>
      {message}
    </span>
  );
}

function TextInput({
  path,
  label,
  node,
  optional,
  shared,
}: {
  path: FieldPath;
  label: string;
  node: FieldNode & { kind: 'text' };
  optional: boolean;
  shared: Shared;
}) {
  const key = pathKey(path);
  const id = fieldId(path);
  const raw = getAt(shared.value, path);
  const text = typeof raw === 'string' ? raw : '';
  const message = shared.shown(key) ? shared.errors.get(key) : undefined;
  const hints = [
    optional ? HINTS.optional : undefined,
    node.format === 'url' || node.format === 'route' || node.format === 'pattern' || node.format === 'long'
      ? HINTS[node.format]
      : undefined,
  ].filter((hint): hint is string => hint !== undefined);
  const hintId = hints.length === 0 ? undefined : `${id}-hint`;
  const errorId = message === undefined ? undefined : `${id}-error`;
  const props = {
    id,
    value: text,
    'aria-invalid': message === undefined ? undefined : true,
    'aria-required': optional || node.minLength === 0 ? undefined : true,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    maxLength: node.maxLength,
    onBlur: () => shared.touch(key),
    onChange: (event: { target: { value: string } }) => {
      shared.touch(key);
      const next = event.target.value;
      shared.onChange(setAt(shared.value, path, optional && next === '' ? undefined : next));
    },
  };
  return (
    <div className={nativeField}>
      <label htmlFor={id}>{label}</label>
      {hintId !== undefined && (
        <span id={hintId} className={muted}>
          {hints.join(' ')}
        </span>
      )}
      {node.format === 'long' ? (
        <textarea rows={5} spellCheck {...props} />
      ) : (
        <input type={node.format === 'url' ? 'url' : 'text'} spellCheck={node.format === 'line'} {...props} />
      )}
      <ErrorText id={`${id}-error`} message={message} />
    </div>
  );
}

function ListItem({
  path,
  listKey,
  index,
  count,
  node,
  shared,
}: {
  path: FieldPath;
  listKey: string;
  index: number;
  count: number;
  node: FieldNode & { kind: 'list' };
  shared: Shared;
}) {
  const name = itemLabel(listKey, index);
  const itemPath = [...path, index];
  const move = (to: number, button: 'up' | 'down') => {
    shared.onChange(moveItem(shared.value, path, index, to));
    // The moved item keeps the focus; at the top or bottom its other button (this one is disabled there).
    const stays = button === 'up' ? to > 0 : to < count - 1;
    shared.focusLater(`${fieldId([...path, to])}-${stays ? button : button === 'up' ? 'down' : 'up'}`);
    shared.announce(`${name} moved ${button}: it is ${itemLabel(listKey, to)} now.`);
  };
  const remove = () => {
    shared.touch(pathKey(path));
    shared.onChange(removeItem(shared.value, path, index));
    const next = count - 1 === 0 ? `${fieldId(path)}-add` : fieldId([...path, Math.min(index, count - 2)]);
    shared.focusLater(next);
    shared.announce(`${name} removed.`);
  };
  const buttons = (
    <div className={itemButtons}>
      <Button
        id={`${fieldId(itemPath)}-up`}
        size="sm"
        variant="secondary"
        disabled={index === 0}
        aria-label={`Move up: ${name}`}
        onClick={() => move(index - 1, 'up')}
      >
        Move up
      </Button>
      <Button
        id={`${fieldId(itemPath)}-down`}
        size="sm"
        variant="secondary"
        disabled={index === count - 1}
        aria-label={`Move down: ${name}`}
        onClick={() => move(index + 1, 'down')}
      >
        Move down
      </Button>
      <Button
        size="sm"
        variant="danger"
        disabled={count <= node.minItems}
        aria-label={`Remove: ${name}`}
        onClick={remove}
      >
        Remove
      </Button>
    </div>
  );
  // A text item's input carries the item's id itself (focus lands on it).
  if (node.item.kind === 'text')
    return (
      <li>
        <TextInput path={itemPath} label={name} node={node.item} optional={false} shared={shared} />
        {buttons}
      </li>
    );
  return (
    <li id={fieldId(itemPath)}>
      <fieldset className={group}>
        <legend className={legend}>{name}</legend>
        <Node path={itemPath} node={node.item} fieldKey={listKey} shared={shared} />
        {buttons}
      </fieldset>
    </li>
  );
}

function List({
  path,
  label,
  node,
  shared,
}: {
  path: FieldPath;
  label: string;
  node: FieldNode & { kind: 'list' };
  shared: Shared;
}) {
  const key = pathKey(path);
  const listKey = String(path[path.length - 1] ?? '');
  const raw = getAt(shared.value, path);
  const list = Array.isArray(raw) ? raw : [];
  const id = fieldId(path);
  const message = shared.shown(key) ? shared.errors.get(key) : undefined;
  const noun = itemNoun(listKey);
  const full = node.maxItems !== undefined && list.length >= node.maxItems;
  const bounds = [
    node.minItems > 0 ? `at least ${node.minItems}` : undefined,
    node.maxItems !== undefined ? `at most ${node.maxItems}` : undefined,
  ].filter(Boolean);
  const add = () => {
    shared.touch(key);
    shared.onChange(addItem(shared.value, path, emptyValue(node.item)));
    shared.focusLater(fieldId([...path, list.length]));
    shared.announce(`${itemLabel(listKey, list.length)} added.`);
  };
  return (
    <fieldset
      className={group}
      id={id}
      aria-describedby={[`${id}-hint`, message === undefined ? '' : `${id}-error`].filter(Boolean).join(' ')}
    >
      <legend className={legend}>{label}</legend>
      <span id={`${id}-hint`} className={muted}>
        {list.length === 1 ? '1 item' : `${list.length} items`}
        {bounds.length > 0 ? ` (${bounds.join(', ')})` : ''}
      </span>
      <ErrorText id={`${id}-error`} message={message} />
      {list.length > 0 && (
        <ol className={items}>
          {list.map((_, index) => (
            <ListItem
              key={index}
              path={path}
              listKey={listKey}
              index={index}
              count={list.length}
              node={node}
              shared={shared}
            />
          ))}
        </ol>
      )}
      <Button id={`${id}-add`} size="sm" variant="secondary" disabled={full} onClick={add}>
        Add {noun.toLowerCase()}
      </Button>
    </fieldset>
  );
}

function Field({ path, field, shared }: { path: FieldPath; field: ObjectField; shared: Shared }) {
  const fieldPath = [...path, field.key];
  const label = fieldLabel(field.key);
  const { node } = field;
  if (node.kind === 'text')
    return <TextInput path={fieldPath} label={label} node={node} optional={field.optional} shared={shared} />;
  if (node.kind === 'list') return <List path={fieldPath} label={label} node={node} shared={shared} />;
  if (node.kind === 'other') return <p className={muted}>{label}: edited in the Advanced (JSON) view.</p>;
  const present = getAt(shared.value, fieldPath) !== undefined;
  const id = fieldId(fieldPath);
  // An optional group (a testimonial, a button) is added or removed as a whole.
  if (field.optional && !present)
    return (
      <Button
        id={`${id}-include`}
        size="sm"
        variant="secondary"
        onClick={() => {
          shared.onChange(setAt(shared.value, fieldPath, emptyValue(node)));
          shared.focusLater(id);
        }}
      >
        Add {label.toLowerCase()}
      </Button>
    );
  return (
    <fieldset className={group} id={id}>
      <legend className={legend}>{label}</legend>
      <Node path={fieldPath} node={node} fieldKey={field.key} shared={shared} />
      {field.optional && (
        <Button
          size="sm"
          variant="danger"
          onClick={() => {
            shared.onChange(setAt(shared.value, fieldPath, undefined));
            shared.focusLater(`${id}-include`);
          }}
        >
          Remove {label.toLowerCase()}
        </Button>
      )}
    </fieldset>
  );
}

function Node({
  path,
  node,
  fieldKey,
  shared,
}: {
  path: FieldPath;
  node: FieldNode;
  fieldKey: string;
  shared: Shared;
}): ReactNode {
  if (node.kind === 'object')
    return node.fields.map((field) => <Field key={field.key} path={path} field={field} shared={shared} />);
  if (node.kind === 'list')
    return <List path={path} label={fieldLabel(fieldKey)} node={node} shared={shared} />;
  if (node.kind === 'text')
    return (
      <TextInput path={path} label={fieldLabel(fieldKey)} node={node} optional={false} shared={shared} />
    );
  return null;
}

/**
 * The page's fields as a form drawn from its schema: groups as fieldsets with legends, texts as labelled
 * inputs (long ones as text areas), lists with Add, Remove, Move up and Move down within their bounds,
 * each error beside its field (aria-describedby). Focus follows what the person did, and a status line
 * says it to screen readers.
 */
export function ContentFields({
  tree,
  value,
  onChange,
  errors,
  shown,
  touch,
}: Omit<Shared, 'focusLater' | 'announce'> & { tree: FieldNode }) {
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (focusTarget !== null) focusField(focusTarget.id);
  }, [focusTarget]);
  const shared: Shared = {
    value,
    onChange,
    errors,
    shown,
    touch,
    focusLater: (id) => setFocusTarget({ id }),
    announce: setSaid,
  };
  return (
    <>
      <Node path={[]} node={tree} fieldKey="" shared={shared} />
      <div role="status">
        <VisuallyHidden>{said}</VisuallyHidden>
      </div>
    </>
  );
}
