/**
 * The "Details" of the Post New Ad form: the fields of the chosen subcategory's family
 * (a car's make, model, year and mileage; a flat's bedrooms and floor area…), in the
 * order attribute-definitions.ts gives. Makes, models and brands are suggested from the
 * lists and free text is allowed; measures carry a unit, by default the city's.
 *
 * While the seller types the title and description, what the text states fills the
 * fields they have not set (`useAttributeAutofill`), each marked for them to check.
 */
import { clsx } from 'clsx';
import { useEffect, useId, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { NumberEcho } from '../number-echo';
import {
  attributeFamilyOf,
  AREA_UNITS,
  ATTRIBUTE_FIELDS,
  DISTANCE_UNITS,
  type AttributeFamily,
  type AttributeField,
  type AttributeKey,
} from '../../../../domain/attributes/attribute-definitions';
import { extractAttributes } from '../../../../domain/attributes/extract-attributes';
import { BICYCLE_BRANDS, DEVICE_BRANDS, findMake, VEHICLE_MAKES } from '../../../../domain/attributes/make-lists';
import { useTranslation } from '../../../i18n/use-translation';
import { buttonClass } from '../../ui/dialog';
import type { ListingFields } from '../use-listing-form';
import { autofillAttributes, confirmFilledIn, unitKeyOf, type AttributeOrigin } from './attribute-inputs';

/** How long typing pauses before the text is read again. */
export const AUTOFILL_DEBOUNCE_MS = 300;

/**
 * Reads the title and description as the seller types and fills the Details they have
 * not set. Not on opening: a draft or a stored ad is shown as it is until its text changes.
 */
export function useAttributeAutofill(form: UseFormReturn<ListingFields>, countryCode: string | null, numberLocale: string | null = null): void {
  const [title, description, category, subcategory, mileage, floorArea] = useWatch({
    control: form.control,
    name: ['title', 'description', 'category', 'subcategory', 'attributes.mileage', 'attributes.floorArea'],
  });
  // A measure typed by the seller is read again too: its unit follows the text ("68 m²").
  const draft = [category, subcategory, title, description, mileage, floorArea].join('\u0000');
  const lastRead = useRef(draft);

  useEffect(() => {
    if (lastRead.current === draft) return;
    const timer = setTimeout(() => {
      lastRead.current = draft;
      const family = attributeFamilyOf(category, subcategory);
      if (!family) return;
      const text = `${title ?? ''}\n${description ?? ''}`;
      const extracted = extractAttributes(text, { category, subcategory, countryCode });
      const { changes, origins } = autofillAttributes(
        family,
        form.getValues('attributes') ?? {},
        form.getValues('attributeOrigins') ?? {},
        extracted,
        text,
        numberLocale,
      );
      for (const [key, value] of Object.entries(changes) as [AttributeKey, string][]) {
        form.setValue(`attributes.${key}`, value, { shouldDirty: true });
        // A value the text now fills is no longer wrong: its old error goes with it.
        form.clearErrors(`attributes.${key}`);
      }
      form.setValue('attributeOrigins', origins);
    }, AUTOFILL_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, category, subcategory, title, description, countryCode, numberLocale, form]);
}

const controlClass =
  'block min-w-0 rounded-lg border border-slate-300 bg-white py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500 sm:text-sm';
const inputClass = `${controlClass} w-full px-3`;

/** The names a text field suggests: makes, the chosen make's models, brands. */
function suggestionsFor(family: AttributeFamily, key: AttributeKey, make: string | undefined, brand: string | undefined): readonly string[] {
  if (family === 'vehicle' && key === 'make') return VEHICLE_MAKES.map((entry) => entry.name);
  if (family === 'vehicle' && key === 'model') return findMake(VEHICLE_MAKES, make)?.models ?? [];
  if (family === 'device' && key === 'brand') return DEVICE_BRANDS.map((entry) => entry.name);
  if (family === 'device' && key === 'model') return findMake(DEVICE_BRANDS, brand)?.models ?? [];
  if (family === 'bicycle' && key === 'brand') return BICYCLE_BRANDS;
  return [];
}

export function AttributeFields({ form, family, numberLocale }: { form: UseFormReturn<ListingFields>; family: AttributeFamily; numberLocale: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { register, formState, getValues, setValue } = form;
  const errors = formState.errors.attributes;
  const [values, origins] = useWatch({ control: form.control, name: ['attributes', 'attributeOrigins'] });

  /** The seller changed it: from now on it is theirs, and autofill leaves it alone. */
  const setBySeller = (key: AttributeKey) => {
    const current = getValues('attributeOrigins') ?? {};
    if (current[key] !== 'seller') setValue('attributeOrigins', { ...current, [key]: 'seller' satisfies AttributeOrigin });
  };
  const registered = (key: AttributeKey) => register(`attributes.${key}`, { onChange: () => setBySeller(key) });

  const fieldId = (key: AttributeKey) => `${id}-${key}`;
  const fromText = (key: AttributeKey) => origins?.[key] === 'text' && !!values?.[key];
  const anyFromText = ATTRIBUTE_FIELDS[family].some((field) => fromText(field.key));

  function control(field: AttributeField) {
    const key = field.key;
    const error = errors?.[key]?.message;
    const a11y = {
      id: fieldId(key),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': clsx(error && `${fieldId(key)}-error`, fromText(key) && `${fieldId(key)}-note`) || undefined,
      'data-testid': `attribute-${key}`,
    };
    const label = t(`attributes.fields.${key}`);
    switch (field.kind) {
      case 'text': {
        const suggestions = suggestionsFor(family, key, values?.make, values?.brand);
        const listId = suggestions.length > 0 ? `${fieldId(key)}-suggestions` : undefined;
        return (
          <>
            <input {...registered(key)} {...a11y} list={listId} maxLength={field.max} autoComplete="off" className={inputClass} />
            {listId && (
              <datalist id={listId}>
                {suggestions.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
            )}
          </>
        );
      }
      case 'choice':
        return (
          <select {...registered(key)} {...a11y} className={inputClass}>
            <option value="">{t('attributes.notSaid')}</option>
            {field.options.map((option) => (
              <option key={option} value={option}>
                {t(`attributes.options.${key}.${option}`)}
              </option>
            ))}
          </select>
        );
      case 'yes-no':
        return (
          <select {...registered(key)} {...a11y} className={inputClass}>
            <option value="">{t('attributes.notSaid')}</option>
            <option value="true">{t('attributes.yes')}</option>
            <option value="false">{t('attributes.no')}</option>
          </select>
        );
      case 'date':
        return <input {...registered(key)} {...a11y} type="date" className={inputClass} />;
      case 'integer':
      case 'decimal':
        // Text, not type="number": "1,5" on a German page is read by the form (local-numbers.ts).
        return (
          <input
            {...registered(key)}
            {...a11y}
            type="text"
            inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
            autoComplete="off"
            maxLength={12}
            className={inputClass}
          />
        );
      case 'measure': {
        // Text, not type="number": sellers write "98,000", which a number input would empty.
        // The number keeps room for six digits; a long unit name (平方フィート) gives way instead.
        const unitKey = unitKeyOf(key)!;
        const units = field.measure === 'distance' ? DISTANCE_UNITS : AREA_UNITS;
        return (
          <div className="flex gap-1.5">
            <input
              {...registered(key)}
              {...a11y}
              inputMode={field.measure === 'distance' ? 'numeric' : 'decimal'}
              autoComplete="off"
              maxLength={12}
              className={clsx(controlClass, 'w-full min-w-[5.5rem] flex-1 px-3')}
            />
            <select
              {...registered(unitKey)}
              aria-label={t('postAd.attributes.unit', { field: label })}
              data-testid={`attribute-${unitKey}`}
              className={clsx(controlClass, 'min-w-[3.75rem] shrink px-2')}
            >
              {units.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`attributes.units.${unit}`)}
                </option>
              ))}
            </select>
          </div>
        );
      }
    }
  }

  return (
    <fieldset className="rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-4" data-testid="attribute-fields" aria-describedby={`${id}-hint`}>
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('attributes.section')}</legend>
      <p id={`${id}-hint`} className="mb-3 text-xs text-slate-600">
        {t('postAd.attributes.hint')}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {ATTRIBUTE_FIELDS[family].map((field) => {
          const error = errors?.[field.key]?.message;
          return (
            <div key={field.key} className="min-w-0">
              <label htmlFor={fieldId(field.key)} className="mb-1 block text-sm font-medium text-slate-800">
                {t(`attributes.fields.${field.key}`)}
              </label>
              {control(field)}
              {(field.kind === 'measure' || field.kind === 'decimal' || (field.kind === 'integer' && field.key !== 'year')) && (
                <NumberEcho text={values?.[field.key]} numberLocale={numberLocale} id={`${fieldId(field.key)}-echo`} testId={`attribute-echo-${field.key}`} />
              )}
              {fromText(field.key) && (
                <p id={`${fieldId(field.key)}-note`} className="mt-1 text-xs text-amber-800" data-testid={`attribute-note-${field.key}`}>
                  {t('attributes.filledFromText')}
                </p>
              )}
              {error && (
                <p id={`${fieldId(field.key)}-error`} className="mt-1 text-sm text-red-700" data-testid={`error-attributes-${field.key}`}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {anyFromText && (
        <button
          type="button"
          onClick={() => setValue('attributeOrigins', confirmFilledIn(family, getValues('attributeOrigins') ?? {}))}
          className={clsx(buttonClass.secondary, 'mt-3 w-full px-3 py-1.5 sm:w-auto')}
        >
          {t('postAd.attributes.confirm')}
        </button>
      )}
    </fieldset>
  );
}
