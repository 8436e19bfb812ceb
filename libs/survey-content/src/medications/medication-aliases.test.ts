import { type InteractionClass } from './interaction-class';
import { frenchNamesOf } from './medication-aliases';
import { classesOf } from './medication-classes';
import { MEDICATIONS, medicationAliases, medicationByLabel, resolveMedication } from './medication-list';
import { FRENCH_MEDICATION_NAMES } from './medication-names-fr';
import { foldMedicationText } from './medication-text';

function entry(label: string) {
  const medication = MEDICATIONS.find((m) => m.label === label);
  if (medication === undefined) throw new Error(`no entry labelled ${label}`);
  return medication;
}

const aliased = MEDICATIONS.flatMap((medication) =>
  medicationAliases(medication).map((alias) => ({ alias, medication })),
);

describe('French names of the medication list', () => {
  it('are aliases of existing entries, not entries: the list keeps its refs and labels', () => {
    expect(aliased.length).toBeGreaterThan(150);
    for (const { alias } of aliased) expect(MEDICATIONS.some((m) => m.label === alias)).toBe(false);
  });

  it('each name a label of the list, or a part of a combination label', () => {
    const labels = new Set(MEDICATIONS.map((m) => foldMedicationText(m.label)));
    const parts = new Set(
      MEDICATIONS.flatMap((m) => m.label.split('-').slice(m.label.includes('-') ? 0 : 1)).map(
        foldMedicationText,
      ),
    );
    const unused = Object.keys(FRENCH_MEDICATION_NAMES).filter(
      (english) => !labels.has(foldMedicationText(english)) && !parts.has(foldMedicationText(english)),
    );
    expect(unused).toEqual([]);
  });

  it('never equal their English label once folded (accents alone need no alias)', () => {
    const same = aliased.filter(
      ({ alias, medication }) => foldMedicationText(alias) === foldMedicationText(medication.label),
    );
    expect(same).toEqual([]);
    const accentsOnly = Object.entries(FRENCH_MEDICATION_NAMES).filter(([english, french]) =>
      french.split('|').some((name) => foldMedicationText(name) === foldMedicationText(english)),
    );
    expect(accentsOnly).toEqual([]);
  });

  it('collide with no label and no other alias', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const m of MEDICATIONS) {
      for (const name of [m.label, ...medicationAliases(m)]) {
        const key = foldMedicationText(name);
        const other = owner.get(key);
        if (other !== undefined) clashes.push(`${name} (${m.label}) and ${other}`);
        owner.set(key, `${name} (${m.label})`);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('each resolve to the entry itself: its ref, English label and interaction classes', () => {
    for (const { alias, medication } of aliased) {
      expect(medicationByLabel(alias)).toBe(medication);
      expect(resolveMedication(alias.toUpperCase())).toBe(medication);
      expect(classesOf([alias])).toEqual(medication.classes);
    }
  });

  it('sit on an entry that names the generic, with the classes of every entry of that generic', () => {
    for (const { medication } of aliased) {
      for (const other of MEDICATIONS.filter((m) => m.generic === medication.generic)) {
        expect(other.classes).toEqual(medication.classes);
      }
    }
  });

  it.each<[string, string, InteractionClass[]]>([
    ['Warfarine', 'Warfarin', ['anticoagulant']],
    ['warfarine', 'Warfarin', ['anticoagulant']],
    ['Héparine', 'Heparin', ['anticoagulant']],
    ['énoxaparine', 'Enoxaparin', ['anticoagulant']],
    ['Acide acétylsalicylique', 'Acetylsalicylic acid', ['antiplatelet', 'nsaid']],
    ['AAS', 'Acetylsalicylic acid', ['antiplatelet', 'nsaid']],
    ['aas 81 mg', 'ASA 81 mg', ['antiplatelet', 'nsaid']],
    ['Aspirine', 'Aspirin', ['antiplatelet', 'nsaid']],
    ['Ibuprofène', 'Ibuprofen', ['nsaid']],
    ['Naproxène', 'Naproxen', ['nsaid']],
    ['Metformine', 'Metformin', ['metformin']],
    ['Sitagliptine-metformine', 'Sitagliptin-metformin', ['metformin', 'diabetes-other']],
    ['sitagliptine / metformine', 'Sitagliptin-metformin', ['metformin', 'diabetes-other']],
    ['Atorvastatine', 'Atorvastatin', ['statin']],
    ['Rosuvastatine', 'Rosuvastatin', ['statin']],
    ['Digoxine', 'Digoxin', ['digoxin']],
    ['Carbonate de lithium', 'Lithium carbonate', ['lithium']],
    ['Ciclosporine', 'Cyclosporine', ['immunosuppressant']],
    ['Acide valproïque', 'Valproic acid', ['antiepileptic']],
    ['Phénytoïne', 'Phenytoin', ['antiepileptic']],
    ['Gabapentine', 'Gabapentin', ['antiepileptic']],
    ['Ciprofloxacine', 'Ciprofloxacin', ['antibiotic', 'antibiotic-chelating']],
    ['Amoxicilline', 'Amoxicillin', ['antibiotic']],
    ['Linézolide', 'Linezolid', ['serotonergic-other', 'antibiotic']],
    ['Dextrométhorphane', 'Dextromethorphan', ['serotonergic-other']],
    ['Lévonorgestrel-éthinylestradiol', 'Levonorgestrel-ethinyl estradiol', ['oral-contraceptive']],
    ['Œstrogènes conjugués', 'Conjugated estrogens', ['hormone-therapy']],
    ['oestrogenes conjugues', 'Conjugated estrogens', ['hormone-therapy']],
    ['Tamoxifène', 'Tamoxifen', ['hormone-therapy']],
    ['Acide zolédronique', 'Zoledronic acid', ['bisphosphonate']],
    ['Isotrétinoïne', 'Isotretinoin', ['isotretinoin-retinoid']],
    ['Insuline glargine', 'Insulin glargine', ['diabetes-other']],
    // The French INN where Canada writes another name.
    ['Péthidine', 'Meperidine', ['serotonergic-other', 'opioid']],
    ['Glibenclamide', 'Glyburide', ['diabetes-other']],
    ['Thiamazole', 'Methimazole', ['antithyroid']],
    ['Noréthistérone-éthinylestradiol', 'Norethindrone-ethinyl estradiol', ['oral-contraceptive']],
    ['Paracétamol', 'Acetaminophen', []],
  ])('%s is %s, %j', (french, label, classes) => {
    expect(resolveMedication(french)).toBe(entry(label));
    expect(classesOf([french])).toEqual(classes);
  });

  it('needs no alias where French differs by accents alone: the lookups fold them', () => {
    expect(resolveMedication('Lévothyroxine')).toBe(entry('Levothyroxine'));
    expect(resolveMedication('oméprazole')).toBe(entry('Omeprazole'));
    expect(resolveMedication('Méthotrexate')).toBe(entry('Methotrexate'));
    expect(resolveMedication('fluoxétine')).toBe(entry('Fluoxetine'));
  });
});

describe('frenchNamesOf', () => {
  it('gives an entry its own French names', () => {
    expect(frenchNamesOf('Warfarin')).toEqual(['Warfarine']);
    expect(frenchNamesOf('Rifampin')).toEqual(['Rifampine', 'Rifampicine']);
  });

  it('writes a combination from its parts, in the label’s letter case', () => {
    expect(frenchNamesOf('Sitagliptin-metformin')).toEqual(['Sitagliptine-metformine']);
    expect(frenchNamesOf('Dipyridamole-ASA')).toEqual(['Dipyridamole-AAS']);
    expect(frenchNamesOf('Tramadol-acetaminophen')).toEqual(['Tramadol-acétaminophène']);
  });

  it('gives nothing where no part has a French name of its own', () => {
    expect(frenchNamesOf('Omeprazole')).toEqual([]);
    expect(frenchNamesOf('Lisinopril-hydrochlorothiazide')).toEqual([]);
    expect(frenchNamesOf('Diane-35')).toEqual([]);
    expect(frenchNamesOf('Vibra-Tabs')).toEqual([]);
  });
});
