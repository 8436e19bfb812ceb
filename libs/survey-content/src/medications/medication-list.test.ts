import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

import {
  INTERACTION_CLASSES,
  INTERACTION_CLASS_DESCRIPTIONS,
  type InteractionClass,
} from './interaction-class';
import { MEDICATION_REF_NAMESPACE, medicationSchema } from './medication';
import { MEDICATIONS, medicationByLabel, medicationByRef, resolveMedication } from './medication-list';
import { foldMedicationText } from './medication-text';

// Independent of the generator's code, so a bug there cannot hide here.
function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  hash.writeUInt8(((hash.readUInt8(6) & 0x0f) | 0x50) >>> 0, 6);
  hash.writeUInt8(((hash.readUInt8(8) & 0x3f) | 0x80) >>> 0, 8);
  const hex = hash.subarray(0, 16).toString('hex');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}

function byLabel(label: string) {
  const medication = MEDICATIONS.find((entry) => entry.label === label);
  if (medication === undefined) throw new Error(`no entry labelled ${label}`);
  return medication;
}

describe('uuid v5 used by these tests', () => {
  it('matches the RFC 4122 / Python uuid5 vector', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });
});

describe('MEDICATIONS', () => {
  it('holds at least 900 entries', () => {
    expect(MEDICATIONS.length).toBeGreaterThanOrEqual(900);
  });

  it('uses the namespace derived from the documented name', () => {
    expect(MEDICATION_REF_NAMESPACE).toBe(
      uuidV5('https://maplepack.ca/survey/medications', '6ba7b811-9dad-11d1-80b4-00c04fd430c8'),
    );
  });

  it('gives every entry the version 5 uuid of its label', () => {
    const wrong = MEDICATIONS.filter((m) => m.ref !== uuidV5(m.label, MEDICATION_REF_NAMESPACE));
    expect(wrong).toEqual([]);
  });

  it('has unique refs and labels unique ignoring case, accents and punctuation', () => {
    expect(new Set(MEDICATIONS.map((m) => m.ref)).size).toBe(MEDICATIONS.length);
    expect(new Set(MEDICATIONS.map((m) => foldMedicationText(m.label))).size).toBe(MEDICATIONS.length);
  });

  it('parses every entry with the schema (known classes, lower-case generic)', () => {
    const failures = MEDICATIONS.filter((m) => !medicationSchema.safeParse(m).success);
    expect(failures).toEqual([]);
  });

  it('lists classes once each, in INTERACTION_CLASSES order', () => {
    const misordered = MEDICATIONS.filter(
      (m) => m.classes.join() !== INTERACTION_CLASSES.filter((c) => m.classes.includes(c)).join(),
    );
    expect(misordered).toEqual([]);
  });

  it('gives every entry of one generic the same classes', () => {
    const classesByGeneric = new Map<string, Set<string>>();
    for (const m of MEDICATIONS) {
      const seen = classesByGeneric.get(m.generic) ?? new Set<string>();
      seen.add(m.classes.join());
      classesByGeneric.set(m.generic, seen);
    }
    const inconsistent = [...classesByGeneric].filter(([, variants]) => variants.size > 1);
    expect(inconsistent).toEqual([]);
  });

  it('is sorted by folded label', () => {
    const keys = MEDICATIONS.map((m) => foldMedicationText(m.label));
    expect(keys).toEqual([...keys].sort());
  });

  it('uses every interaction class and describes each in one line', () => {
    const used = new Set(MEDICATIONS.flatMap((m) => m.classes));
    expect(INTERACTION_CLASSES.filter((c) => !used.has(c))).toEqual([]);
    for (const c of INTERACTION_CLASSES) expect(INTERACTION_CLASS_DESCRIPTIONS[c]).toMatch(/^[^\n]{10,}$/);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(MEDICATIONS)).toBe(true);
    expect(Object.isFrozen(MEDICATIONS[0])).toBe(true);
  });

  it('matches the source table (the generator reports no change)', () => {
    const root = join(__dirname, '..', '..', '..', '..');
    const out = execFileSync(process.execPath, ['tools/scripts/generate-medications.mjs', '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(out).toContain('up to date');
  });
});

describe('generic and brand names find the same interactions', () => {
  it.each<[string, string[], InteractionClass[]]>([
    ['sertraline', ['Sertraline', 'Zoloft'], ['ssri']],
    ['levothyroxine', ['Levothyroxine', 'Synthroid', 'Eltroxin', 'Euthyrox'], ['levothyroxine']],
    ['warfarin', ['Warfarin', 'Coumadin'], ['anticoagulant']],
    ['apixaban', ['Eliquis'], ['anticoagulant']],
    ['rivaroxaban', ['Xarelto'], ['anticoagulant']],
    ['dabigatran', ['Pradaxa'], ['anticoagulant']],
    ['edoxaban', ['Lixiana'], ['anticoagulant']],
    ['clopidogrel', ['Plavix'], ['antiplatelet']],
    ['ticagrelor', ['Brilinta'], ['antiplatelet']],
    ['prasugrel', ['Effient'], ['antiplatelet']],
    ['acetylsalicylic acid', ['Aspirin 81 mg', 'Low-dose ASA'], ['antiplatelet', 'nsaid']],
    ['escitalopram', ['Cipralex'], ['ssri']],
    ['venlafaxine', ['Effexor XR'], ['snri']],
    ['phenelzine', ['Nardil'], ['maoi']],
    ['moclobemide', ['Manerix'], ['maoi']],
    ['amitriptyline', ['Elavil'], ['tricyclic']],
    ['sumatriptan', ['Imitrex'], ['triptan']],
    ['tramadol', ['Tramadol', 'Ultram'], ['serotonergic-other', 'opioid']],
    ['trazodone', ['Trazodone'], ['serotonergic-other']],
    ['linezolid', ['Linezolid'], ['serotonergic-other', 'antibiotic']],
    ['dextromethorphan', ['Dextromethorphan'], ['serotonergic-other']],
    ['drospirenone/ethinyl estradiol', ['Yaz', 'Yasmin'], ['oral-contraceptive']],
    ['norethindrone', ['Micronor'], ['oral-contraceptive']],
    ['drospirenone', ['Slynd'], ['oral-contraceptive']],
    ['methimazole', ['Tapazole'], ['antithyroid']],
    ['liothyronine', ['Cytomel'], ['levothyroxine']],
    ['atorvastatin', ['Lipitor'], ['statin']],
    ['metformin', ['Glucophage', 'Glumetza'], ['metformin']],
    ['sitagliptin/metformin', ['Janumet'], ['metformin', 'diabetes-other']],
    ['gliclazide', ['Diamicron'], ['diabetes-other']],
    ['semaglutide', ['Ozempic', 'Rybelsus'], ['diabetes-other']],
    ['ramipril', ['Altace'], ['antihypertensive', 'raas-inhibitor']],
    ['amlodipine', ['Norvasc'], ['antihypertensive']],
    ['furosemide', ['Lasix'], ['antihypertensive', 'diuretic']],
    [
      'spironolactone',
      ['Spironolactone', 'Aldactone'],
      ['antihypertensive', 'diuretic', 'potassium-sparing-diuretic'],
    ],
    ['tacrolimus', ['Prograf', 'Advagraf'], ['immunosuppressant']],
    ['methotrexate', ['Methotrexate'], ['immunosuppressant']],
    ['bictegravir/emtricitabine/tenofovir alafenamide', ['Biktarvy'], ['antiretroviral']],
    ['ritonavir', ['Norvir'], ['antiretroviral']],
    ['carbamazepine', ['Tegretol'], ['antiepileptic']],
    ['clobazam', ['Frisium'], ['antiepileptic', 'benzodiazepine-sedative']],
    ['lithium carbonate', ['Carbolith', 'Lithane', 'Lithium carbonate'], ['lithium']],
    ['doxycycline', ['Vibra-Tabs'], ['antibiotic', 'antibiotic-chelating']],
    ['ciprofloxacin', ['Cipro'], ['antibiotic', 'antibiotic-chelating']],
    ['amoxicillin', ['Amoxicillin'], ['antibiotic']],
    ['digoxin', ['Lanoxin', 'Toloxin'], ['digoxin']],
    ['lorazepam', ['Ativan'], ['benzodiazepine-sedative']],
    ['alendronate', ['Fosamax'], ['bisphosphonate']],
    ['pantoprazole', ['Pantoloc', 'Tecta'], ['ppi']],
    ['prednisone', ['Prednisone'], ['corticosteroid']],
    ['isotretinoin', ['Accutane', 'Epuris', 'Clarus'], ['isotretinoin-retinoid']],
    ['estradiol', ['Estrace', 'Estrogel'], ['hormone-therapy']],
  ])('%s: %j carry %j', (generic, labels, classes) => {
    const group = MEDICATIONS.filter((m) => m.generic === generic);
    expect(group.length).toBeGreaterThanOrEqual(labels.length);
    for (const label of labels) {
      const medication = byLabel(label);
      expect(medication.generic).toBe(generic);
      expect(medication.classes).toEqual(INTERACTION_CLASSES.filter((c) => classes.includes(c)));
    }
    for (const m of group) expect(m.classes).toEqual(group[0]?.classes);
  });
});

describe('names the brief asks for', () => {
  const required = `Synthroid Eltroxin Coumadin Eliquis Xarelto Pradaxa Lixiana Plavix Brilinta Effient Zoloft
    Cipralex Celexa Paxil Prozac Luvox Pristiq Cymbalta Nardil Parnate Manerix Elavil Pamelor Anafranil Tofranil
    Imitrex Maxalt Zomig Relpax Amerge Axert Frova Alesse Yaz Yasmin Tri-Cyclen Marvelon Diane-35 Seasonique
    Minestrin Micronor Slynd Lipitor Crestor Zocor Pravachol Lescol Livalo Glucophage Glumetza Diamicron
    Glyburide Lantus Basaglar Toujeo NovoRapid Humalog Januvia Janumet Jardiance Forxiga Invokana Ozempic
    Rybelsus Trulicity Victoza Mounjaro Actos Trajenta Altace Coversyl Lisinopril Atacand Avapro Cozaar Micardis
    Diovan Olmetec Norvasc Diltiazem Bisoprolol Lopresor Tenormin Carvedilol Hydrochlorothiazide
    Chlorthalidone Lozide Lasix Aldactone Inspra Amiloride Prograf Advagraf Neoral CellCept Imuran Rapamune
    Methotrexate Biktarvy Triumeq Genvoya Descovy Truvada Dovato Juluca Efavirenz Norvir Prezista Tivicay
    Isentress Tegretol Dilantin Epival Depakene Lamictal Keppra Topamax Neurontin Lyrica Vimpat Trileptal
    Phenobarbital Frisium Carbolith Lithane Amoxicillin Clavulin Zithromax Biaxin Vibra-Tabs Minocin
    Tetracycline Cipro Levofloxacin Avelox Keflex Cefuroxime Macrobid Septra Flagyl Euthyrox Cytomel Tapazole
    Propylthiouracil Lanoxin Toloxin Warfarin`.split(/\s+/);
  const alsoRequired = [
    'Aspirin 81 mg',
    'Effexor XR',
    'Adalat XL',
    'Dalacin C',
    'Lithium carbonate',
    'Insulin glargine',
    'Insulin aspart',
    'Insulin lispro',
    'Desiccated thyroid',
    'Sulfamethoxazole-trimethoprim',
  ];

  it.each([...required, ...alsoRequired])('lists %s', (label) => {
    expect(MEDICATIONS.some((m) => m.label === label)).toBe(true);
  });
});

describe('lookups', () => {
  const zoloft = byLabel('Zoloft');

  it('finds an entry by ref, in any letter case', () => {
    expect(medicationByRef(zoloft.ref)).toBe(zoloft);
    expect(medicationByRef(zoloft.ref.toUpperCase())).toBe(zoloft);
  });

  it('finds an entry by label ignoring case, accents and punctuation', () => {
    expect(medicationByLabel('zoloft')).toBe(zoloft);
    expect(medicationByLabel('ZÔLOFT')).toBe(zoloft);
    expect(medicationByLabel('diane 35')?.label).toBe('Diane-35');
  });

  it('resolves a ref or a label, and nothing else', () => {
    expect(resolveMedication(zoloft.ref)).toBe(zoloft);
    expect(resolveMedication('Sertraline')?.generic).toBe('sertraline');
    expect(resolveMedication('Zolo')).toBeUndefined();
    expect(resolveMedication('00000000-0000-5000-8000-000000000000')).toBeUndefined();
    expect(medicationByRef('')).toBeUndefined();
  });
});
