/**
 * French names of the medication list's generics, where French spells them differently from the
 * English label: the names of Health Canada's French product monographs and of the RAMQ list (and the
 * French INN when it differs from the Canadian name: paracétamol, ciclosporine, péthidine). Keyed by
 * the English label they stand for; several names are separated by '|'.
 *
 * A name that differs only by accents (oméprazole, lévothyroxine, méthotrexate) is left out: the search
 * already ignores accents (foldMedicationText). Combination labels ('Sitagliptin-metformin') get their
 * French from their parts (medication-aliases.ts), so a part that is not itself a label of the list
 * ('ethinyl estradiol') is listed here for that alone. Every name is an alias of the entry it stands for:
 * it finds the same ref, label and interaction classes, and adds no entry. Names marked 'review' are
 * for a pharmacist to confirm (constructed from the label, or spelt more than one way).
 */
export const FRENCH_MEDICATION_NAMES: Readonly<Record<string, string>> = {
  // Anticoagulants and antiplatelets
  Warfarin: 'Warfarine',
  Heparin: 'Héparine',
  Enoxaparin: 'Énoxaparine',
  Dalteparin: 'Daltéparine',
  Tinzaparin: 'Tinzaparine',
  'Acetylsalicylic acid': 'Acide acétylsalicylique|AAS',
  ASA: 'AAS',
  'ASA 81 mg': 'AAS 81 mg',
  'Low-dose ASA': 'AAS à faible dose', // review: constructed from the English label
  Aspirin: 'Aspirine', // review: the brand as French writes the word
  // NSAIDs and pain
  Ibuprofen: 'Ibuprofène',
  Naproxen: 'Naproxène',
  Ketoprofen: 'Kétoprofène',
  Flurbiprofen: 'Flurbiprofène',
  Indomethacin: 'Indométhacine',
  'Mefenamic acid': 'Acide méfénamique',
  'Tiaprofenic acid': 'Acide tiaprofénique',
  Acetaminophen: 'Acétaminophène|Paracétamol',
  Caffeine: 'Caféine',
  // Serotonergic drugs
  Doxepin: 'Doxépine',
  Linezolid: 'Linézolide',
  Dextromethorphan: 'Dextrométhorphane',
  Meperidine: 'Péthidine',
  'Methylene blue': 'Bleu de méthylène',
  Tryptophan: 'Tryptophane',
  Pizotifen: 'Pizotifène',
  // Contraceptives and hormones
  'ethinyl estradiol': 'éthinylestradiol',
  'Etonogestrel-ethinyl estradiol ring': 'Étonogestrel-éthinylestradiol anneau', // review: constructed
  'Norelgestromin-ethinyl estradiol patch': 'Norelgestromine-éthinylestradiol timbre', // review: constructed
  Norethindrone: 'Noréthistérone',
  'Norethindrone acetate': 'Acétate de noréthindrone|Acétate de noréthistérone',
  'Medroxyprogesterone injection': 'Médroxyprogestérone injectable', // review: constructed
  'Levonorgestrel intrauterine system': 'Système intra-utérin au lévonorgestrel', // review: the monograph's wording
  Estradiol: 'Œstradiol', // review: older spelling, still typed
  'Conjugated estrogens': 'Œstrogènes conjugués',
  Tamoxifen: 'Tamoxifène',
  Clomiphene: 'Clomifène',
  Leuprolide: 'Leuproréline',
  Goserelin: 'Goséréline',
  Triptorelin: 'Triptoréline',
  Follitropin: 'Follitropine',
  'Chorionic gonadotropin': 'Gonadotrophine chorionique',
  Desmopressin: 'Desmopressine',
  Somatropin: 'Somatropine',
  // Thyroid
  'Desiccated thyroid': 'Thyroïde desséchée', // review: the product's French name
  Methimazole: 'Thiamazole',
  // Statins and lipids
  Atorvastatin: 'Atorvastatine',
  Rosuvastatin: 'Rosuvastatine',
  Simvastatin: 'Simvastatine',
  Pravastatin: 'Pravastatine',
  Fluvastatin: 'Fluvastatine',
  Pitavastatin: 'Pitavastatine',
  Lovastatin: 'Lovastatine',
  Niacin: 'Niacine',
  'Icosapent ethyl': 'Icosapent éthyle', // review: the monograph's wording
  // Diabetes
  Metformin: 'Metformine',
  Sitagliptin: 'Sitagliptine',
  Linagliptin: 'Linagliptine',
  Saxagliptin: 'Saxagliptine',
  Alogliptin: 'Alogliptine',
  Empagliflozin: 'Empagliflozine',
  Dapagliflozin: 'Dapagliflozine',
  Canagliflozin: 'Canagliflozine',
  Ertugliflozin: 'Ertugliflozine',
  Glyburide: 'Glibenclamide',
  'Insulin glargine': 'Insuline glargine',
  'Insulin detemir': 'Insuline détémir',
  'Insulin degludec': 'Insuline dégludec',
  'Insulin icodec': 'Insuline icodec',
  'Insulin aspart': 'Insuline asparte',
  'Insulin lispro': 'Insuline lispro',
  'Insulin glulisine': 'Insuline glulisine',
  'Insulin NPH': 'Insuline NPH',
  'Insulin regular': 'Insuline régulière', // review: or « insuline humaine régulière »
  // Blood pressure, heart, diuretics
  Doxazosin: 'Doxazosine',
  Prazosin: 'Prazosine',
  Terazosin: 'Térazosine',
  Tamsulosin: 'Tamsulosine',
  Alfuzosin: 'Alfuzosine',
  Silodosin: 'Silodosine',
  'Ethacrynic acid': 'Acide étacrynique',
  Torsemide: 'Torasémide',
  Chlorthalidone: 'Chlortalidone',
  Nitroglycerin: 'Nitroglycérine',
  'Isosorbide mononitrate': 'Mononitrate d’isosorbide',
  'Isosorbide dinitrate': 'Dinitrate d’isosorbide',
  Digoxin: 'Digoxine',
  'Potassium chloride': 'Chlorure de potassium',
  // Immunosuppressants
  Cyclosporine: 'Ciclosporine',
  'Mycophenolic acid': 'Acide mycophénolique',
  'Dimethyl fumarate': 'Fumarate de diméthyle',
  Glatiramer: 'Glatiramère',
  // Antiepileptics and lithium
  Phenytoin: 'Phénytoïne',
  'Valproic acid': 'Acide valproïque',
  Gabapentin: 'Gabapentine',
  Pregabalin: 'Prégabaline',
  Vigabatrin: 'Vigabatrine',
  'Lithium carbonate': 'Carbonate de lithium',
  // Antibiotics
  Amoxicillin: 'Amoxicilline',
  'Penicillin V': 'Pénicilline V',
  'Penicillin G benzathine': 'Pénicilline G benzathine', // review: word order in the monograph
  Cloxacillin: 'Cloxacilline',
  Ampicillin: 'Ampicilline',
  Azithromycin: 'Azithromycine',
  Clarithromycin: 'Clarithromycine',
  Erythromycin: 'Érythromycine',
  Ciprofloxacin: 'Ciprofloxacine',
  Levofloxacin: 'Lévofloxacine',
  Moxifloxacin: 'Moxifloxacine',
  Ofloxacin: 'Ofloxacine',
  Norfloxacin: 'Norfloxacine',
  Cephalexin: 'Céphalexine|Céfalexine',
  Nitrofurantoin: 'Nitrofurantoïne',
  Fosfomycin: 'Fosfomycine',
  Trimethoprim: 'Triméthoprime',
  Clindamycin: 'Clindamycine',
  Vancomycin: 'Vancomycine',
  Fidaxomicin: 'Fidaxomicine',
  Rifampin: 'Rifampine|Rifampicine',
  Rifaximin: 'Rifaximine',
  Rifabutin: 'Rifabutine',
  Isoniazid: 'Isoniazide',
  'Methenamine hippurate': 'Hippurate de méthénamine',
  Tedizolid: 'Tédizolide',
  // Sedatives and muscle relaxants
  'Chloral hydrate': 'Hydrate de chloral',
  Baclofen: 'Baclofène',
  'Sodium oxybate': 'Oxybate de sodium',
  // Bone
  'Zoledronic acid': 'Acide zolédronique',
  'Alendronate-vitamin D3': 'Alendronate-vitamine D3',
  // Corticosteroids and retinoids
  Fluticasone: 'Propionate de fluticasone',
  'Fluticasone furoate': 'Furoate de fluticasone',
  Isotretinoin: 'Isotrétinoïne',
  Acitretin: 'Acitrétine',
  Alitretinoin: 'Alitrétinoïne',
  'Tretinoin capsules': 'Trétinoïne en capsules',
  'Tretinoin cream': 'Trétinoïne en crème',
  // Others often taken
  'benzoyl peroxide': 'peroxyde de benzoyle',
  'Azelaic acid': 'Acide azélaïque',
  'Polyethylene glycol 3350': 'Polyéthylèneglycol 3350',
  Ursodiol: 'Acide ursodésoxycholique',
  Mesalamine: 'Mésalazine',
  Acyclovir: 'Aciclovir',
  Valacyclovir: 'Valaciclovir',
  Dextroamphetamine: 'Dexamfétamine',
  Cholestyramine: 'Colestyramine',
  'Bismuth subsalicylate': 'Sous-salicylate de bismuth',
  'Hyoscine butylbromide': 'Butylbromure d’hyoscine',
  'Mixed amphetamine salts': 'Sels mixtes d’amphétamine',
  Disulfiram: 'Disulfirame',
  Oxybutynin: 'Oxybutynine',
  Solifenacin: 'Solifénacine',
  Darifenacin: 'Darifénacine',
  Flibanserin: 'Flibansérine',
  Probenecid: 'Probénécide',
  'Tranexamic acid': 'Acide tranexamique',
  'Ferrous sulfate': 'Sulfate ferreux',
  'Ferrous fumarate': 'Fumarate ferreux',
  'Vitamin B12 injection': 'Vitamine B12 injectable', // review: constructed
  Cyanocobalamin: 'Cyanocobalamine',
  'Folic acid 5 mg': 'Acide folique 5 mg',
  'Epoetin alfa': 'Époétine alfa',
  Darbepoetin: 'Darbépoétine',
  'Epinephrine auto-injector': 'Auto-injecteur d’épinéphrine|Auto-injecteur d’adrénaline',
  Ketotifen: 'Kétotifène',
  Nystatin: 'Nystatine',
  Ivermectin: 'Ivermectine',
  Hydroxyurea: 'Hydroxyurée',
  'Lanthanum carbonate': 'Carbonate de lanthane',
};
