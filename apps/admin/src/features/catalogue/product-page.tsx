import { isApiError } from '@maplepack/api-client';
import { productStatusSchema, type AdminProduct } from '@maplepack/api-contract';
import {
  allergenSchema,
  CATEGORIES,
  NUTRIENT_KEYS,
  stockStatusSchema,
  type NutrientKey,
} from '@maplepack/catalog';
import { Button, Checkbox, Loader, SelectField, TextField } from '@maplepack/ui';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { columns, fieldError, nativeField, panel, stack } from '../../components/admin.css';
import { PageHeading } from '../../components/page-heading';
import { useServices } from '../../lib/admin-context';
import { useLoad } from '../../lib/use-load';
import { TEXT } from '../../text';
import { CATALOGUE_TEXT } from './catalogue-text';
import { checkDraft, draftOf, type DraftErrors, type ProductDraft } from './product-form';

const T = CATALOGUE_TEXT.edit;

/** A product's page: every field staff may change; the server checks the doses against the safety rules. */
export function ProductPage() {
  const { client } = useServices();
  const id = Number(useParams()['id']);
  const [loaded, replace] = useLoad((signal) => client.product(id, { signal }), String(id));
  if (loaded.state === 'loading') return <Loader />;
  if (loaded.state === 'failed')
    return (
      <>
        <PageHeading>{CATALOGUE_TEXT.list.title}</PageHeading>
        <Alert message={loaded.message} />
        <Link to="/products">{T.back}</Link>
      </>
    );
  return <ProductForm key={loaded.data.id} product={loaded.data} onSaved={replace} />;
}

function ProductForm({
  product,
  onSaved,
}: {
  product: AdminProduct;
  onSaved: (product: AdminProduct) => void;
}) {
  const { client } = useServices();
  const [draft, setDraft] = useState<ProductDraft>(() => draftOf(product));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof ProductDraft>(name: K, value: ProductDraft[K]) =>
    setDraft((current) => ({ ...current, [name]: value }));
  const text = (
    name: 'name' | 'name_fr' | 'price' | 'dose_am' | 'dose_pm' | 'min_pills' | 'max_pills' | 'npn',
  ) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    ...(errors[name] === undefined ? {} : { error: errors[name] }),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setDone(null);
    const checked = checkDraft(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      setFailure(T.invalidForm);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await client.saveProduct(product.id, checked.body);
      onSaved(saved);
      setDone(T.saved);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : TEXT.app.genericError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PageHeading>{T.title(product.name)}</PageHeading>
      <p>
        <Link to="/products">{T.back}</Link>
      </p>
      <form className={stack} onSubmit={(event) => void submit(event)} noValidate>
        <Alert message={failure} />
        <Alert message={done} tone="notice" />
        <section className={panel} aria-labelledby="names-heading">
          <h2 id="names-heading">{T.names}</h2>
          <div className={columns}>
            <TextField label={T.name} {...text('name')} />
            <TextField label={T.nameFr} hint={T.nameFrHint} {...text('name_fr')} />
          </div>
          <div className={columns}>
            <label className={nativeField}>
              {T.description}
              <textarea
                rows={6}
                value={draft.description}
                onChange={(event) => set('description', event.target.value)}
              />
            </label>
            <label className={nativeField}>
              {T.descriptionFr}
              <textarea
                rows={6}
                value={draft.description_fr}
                onChange={(event) => set('description_fr', event.target.value)}
              />
            </label>
          </div>
        </section>
        <section className={panel} aria-labelledby="sale-heading">
          <h2 id="sale-heading">{T.sale}</h2>
          <div className={columns}>
            <TextField label={T.price} inputMode="decimal" {...text('price')} />
            <SelectField
              label={T.status}
              value={draft.status}
              onChange={(event) => set('status', event.target.value as ProductDraft['status'])}
              options={productStatusSchema.options.map((value) => ({
                value,
                label: CATALOGUE_TEXT.statuses[value],
              }))}
            />
            <SelectField
              label={T.stock}
              value={draft.stock_status}
              onChange={(event) => set('stock_status', event.target.value as ProductDraft['stock_status'])}
              options={stockStatusSchema.options.map((value) => ({
                value,
                label: CATALOGUE_TEXT.stock[value],
              }))}
            />
          </div>
        </section>
        <section className={panel} aria-labelledby="categories-heading">
          <h2 id="categories-heading">{T.categories}</h2>
          <fieldset
            aria-describedby={
              errors['category_ids'] === undefined ? 'categories-hint' : 'categories-hint categories-error'
            }
          >
            <legend>{T.categories}</legend>
            <p id="categories-hint">{T.categoriesHint}</p>
            {CATEGORIES.map((category) => (
              <Checkbox
                key={category.id}
                label={category.name}
                checked={draft.category_ids.includes(category.id)}
                onChange={(event) =>
                  set(
                    'category_ids',
                    event.target.checked
                      ? [...draft.category_ids, category.id]
                      : draft.category_ids.filter((kept) => kept !== category.id),
                  )
                }
              />
            ))}
            {errors['category_ids'] !== undefined && (
              <p id="categories-error" className={fieldError}>
                {errors['category_ids']}
              </p>
            )}
          </fieldset>
        </section>
        <section className={panel} aria-labelledby="doses-heading">
          <h2 id="doses-heading">{T.doses}</h2>
          <p>{T.dosesHint}</p>
          <div className={columns}>
            <TextField label={T.doseAm} inputMode="numeric" {...text('dose_am')} />
            <TextField label={T.dosePm} inputMode="numeric" {...text('dose_pm')} />
            <TextField label={T.minPills} inputMode="numeric" {...text('min_pills')} />
            <TextField label={T.maxPills} inputMode="numeric" {...text('max_pills')} />
          </div>
        </section>
        <section className={panel} aria-labelledby="label-heading">
          <h2 id="label-heading">{T.label}</h2>
          <TextField label={T.npn} inputMode="numeric" {...text('npn')} />
          <fieldset>
            <legend>{T.allergens}</legend>
            {allergenSchema.options.map((allergen) => (
              <Checkbox
                key={allergen}
                label={allergen}
                checked={draft.allergens.includes(allergen)}
                onChange={(event) =>
                  set(
                    'allergens',
                    event.target.checked
                      ? [...draft.allergens, allergen]
                      : draft.allergens.filter((kept) => kept !== allergen),
                  )
                }
              />
            ))}
          </fieldset>
          <fieldset>
            <legend>{T.diet}</legend>
            <Checkbox
              label={T.vegan}
              checked={draft.vegan}
              onChange={(event) => set('vegan', event.target.checked)}
            />
            <Checkbox
              label={T.vegetarian}
              checked={draft.vegetarian}
              onChange={(event) => set('vegetarian', event.target.checked)}
            />
          </fieldset>
          <fieldset>
            <legend>{T.nutrients}</legend>
            <p>{T.nutrientsHint}</p>
            <div className={columns}>
              {NUTRIENT_KEYS.map((key: NutrientKey) => (
                <TextField
                  key={key}
                  label={key}
                  inputMode="decimal"
                  value={draft.nutrients[key] ?? ''}
                  onChange={(event) => set('nutrients', { ...draft.nutrients, [key]: event.target.value })}
                  {...(errors[`nutrients.${key}`] === undefined ? {} : { error: errors[`nutrients.${key}`] })}
                />
              ))}
            </div>
            {errors['nutrients'] !== undefined && <p className={fieldError}>{errors['nutrients']}</p>}
          </fieldset>
        </section>
        <Button type="submit" loading={busy}>
          {T.save}
        </Button>
      </form>
    </>
  );
}
