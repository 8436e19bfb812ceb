import { z } from 'zod';

/**
 * Drug classes the recommendation's safety rules match on. A medication may carry several.
 * Names are stable refs: rules and stored answers depend on them, so only ever add to this list.
 */
export const INTERACTION_CLASSES = [
  'anticoagulant',
  'antiplatelet',
  'nsaid',
  'ssri',
  'snri',
  'maoi',
  'tricyclic',
  'triptan',
  'serotonergic-other',
  'oral-contraceptive',
  'hormone-therapy',
  'levothyroxine',
  'antithyroid',
  'statin',
  'metformin',
  'diabetes-other',
  'antihypertensive',
  'raas-inhibitor',
  'diuretic',
  'potassium-sparing-diuretic',
  'immunosuppressant',
  'antiretroviral',
  'antiepileptic',
  'lithium',
  'antibiotic',
  'antibiotic-chelating',
  'digoxin',
  'benzodiazepine-sedative',
  'opioid',
  'bisphosphonate',
  'ppi',
  'corticosteroid',
  'isotretinoin-retinoid',
] as const;

export const interactionClassSchema = z.enum(INTERACTION_CLASSES);
export type InteractionClass = z.infer<typeof interactionClassSchema>;

/** One line per class saying what it covers, for reviewers and for the rules' reasons. */
export const INTERACTION_CLASS_DESCRIPTIONS: Readonly<Record<InteractionClass, string>> = {
  anticoagulant: 'Blood thinners (warfarin, DOACs, heparins): bleeding risk; vitamin K changes warfarin.',
  antiplatelet: 'Platelet inhibitors (ASA, clopidogrel, ticagrelor, prasugrel): bleeding risk.',
  nsaid: 'Non-steroidal anti-inflammatories (ibuprofen, naproxen, celecoxib, full-dose ASA): bleeding risk.',
  ssri: 'Selective serotonin reuptake inhibitors (and vortioxetine): serotonin syndrome risk.',
  snri: 'Serotonin-norepinephrine reuptake inhibitors: serotonin syndrome risk.',
  maoi: 'Monoamine oxidase inhibitors (antidepressant and MAO-B): serotonin and tyramine risks.',
  tricyclic: 'Tricyclic antidepressants: serotonergic and sedative.',
  triptan: 'Migraine triptans: serotonin syndrome risk.',
  'serotonergic-other':
    'Other serotonergic drugs (tramadol, trazodone, linezolid, dextromethorphan, mirtazapine, buspirone, some opioids).',
  'oral-contraceptive':
    "Hormonal contraceptives (pill, patch, ring, injection, IUS, emergency): St John's wort lowers their effect.",
  'hormone-therapy':
    'Sex-hormone therapy and hormone modulators (HRT, testosterone, SERMs, aromatase inhibitors, GnRH drugs).',
  levothyroxine: 'Thyroid hormone replacement: calcium, iron and magnesium must be taken apart.',
  antithyroid: 'Antithyroid drugs (methimazole, propylthiouracil): iodine and kelp interfere.',
  statin: 'HMG-CoA reductase inhibitors: red yeast rice duplicates them.',
  metformin: 'Metformin alone or in combination: lowers vitamin B12.',
  'diabetes-other':
    'Glucose-lowering drugs other than metformin (insulins, sulfonylureas, DPP-4, SGLT2, GLP-1).',
  antihypertensive: 'Blood-pressure lowering drugs: additive effect with BP-lowering herbs.',
  'raas-inhibitor': 'ACE inhibitors, ARBs, aliskiren, sacubitril-valsartan: raise potassium.',
  diuretic: 'Diuretics: change potassium, magnesium and calcium balance.',
  'potassium-sparing-diuretic':
    'Potassium-sparing drugs (spironolactone, eplerenone, amiloride, finerenone): no potassium.',
  immunosuppressant:
    'Transplant, DMARD and biologic immunosuppressants: avoid immune stimulants and inducers.',
  antiretroviral:
    "HIV antiretrovirals and ritonavir/cobicistat-boosted drugs: St John's wort and minerals interfere.",
  antiepileptic:
    'Antiseizure drugs (also used for pain and mood): folate, vitamin D and sedative interactions.',
  lithium: 'Lithium: narrow therapeutic range; caffeine, iodine and diuretic herbs change levels.',
  antibiotic: 'Systemic antibiotics: probiotics should be taken apart.',
  'antibiotic-chelating':
    'Tetracyclines and fluoroquinolones: calcium, iron, magnesium and zinc must be taken apart.',
  digoxin: "Digoxin: narrow therapeutic range; St John's wort, calcium and licorice interfere.",
  'benzodiazepine-sedative':
    'Benzodiazepines, Z-drugs, hypnotics and other sedating drugs: additive sedation with calming herbs.',
  opioid: 'Opioid analgesics and opioid-use-disorder treatments: additive sedation.',
  bisphosphonate: 'Bisphosphonates: calcium and other minerals block absorption, take apart.',
  ppi: 'Proton pump inhibitors: lower absorption of B12, iron, magnesium and calcium carbonate.',
  corticosteroid: 'Oral and inhaled corticosteroids: bone loss; calcium and vitamin D relevant.',
  'isotretinoin-retinoid': 'Oral retinoids (isotretinoin, acitretin, alitretinoin): no added vitamin A.',
};
