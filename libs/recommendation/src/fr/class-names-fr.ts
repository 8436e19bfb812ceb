import { type InteractionClass } from '@maplepack/survey-content';

/**
 * Each medication class as a label's caution names it in French, completing « Si vous prenez … »
 * (the English is the first part of INTERACTION_CLASS_DESCRIPTIONS).
 */
export const CLASS_NAMES_FR: Readonly<Record<InteractionClass, string>> = {
  anticoagulant: 'des anticoagulants (warfarine, AOD, héparines)',
  antiplatelet: 'des antiplaquettaires (AAS, clopidogrel, ticagrélor, prasugrel)',
  nsaid: 'des anti-inflammatoires non stéroïdiens (ibuprofène, naproxène, célécoxib, AAS à pleine dose)',
  ssri: 'des inhibiteurs sélectifs du recaptage de la sérotonine (ou de la vortioxétine)',
  snri: 'des inhibiteurs du recaptage de la sérotonine et de la noradrénaline',
  maoi: 'des inhibiteurs de la monoamine-oxydase (antidépresseurs ou inhibiteurs de la MAO-B)',
  tricyclic: 'des antidépresseurs tricycliques',
  triptan: 'des triptans contre la migraine',
  'serotonergic-other':
    'd’autres médicaments sérotoninergiques (tramadol, trazodone, linézolide, dextrométhorphane, mirtazapine, buspirone, certains opioïdes)',
  'oral-contraceptive':
    'des contraceptifs hormonaux (pilule, timbre, anneau, injection, système intra-utérin, contraception d’urgence)',
  'hormone-therapy':
    'une hormonothérapie ou des modulateurs hormonaux (hormonothérapie de la ménopause, testostérone, MSRE, inhibiteurs de l’aromatase, analogues de la GnRH)',
  levothyroxine: 'une hormone thyroïdienne de remplacement',
  antithyroid: 'des antithyroïdiens (méthimazole, propylthiouracile)',
  statin: 'des statines (inhibiteurs de l’HMG-CoA réductase)',
  metformin: 'de la metformine, seule ou en association',
  'diabetes-other':
    'des médicaments contre le diabète autres que la metformine (insulines, sulfonylurées, inhibiteurs de la DPP-4 ou du SGLT2, agonistes du GLP-1)',
  antihypertensive: 'des médicaments contre l’hypertension',
  'raas-inhibitor': 'des IECA, des ARA, de l’aliskirène ou du sacubitril-valsartan',
  diuretic: 'des diurétiques',
  'potassium-sparing-diuretic':
    'des médicaments qui retiennent le potassium (spironolactone, éplérénone, amiloride, finérénone)',
  immunosuppressant:
    'des immunosuppresseurs (greffe, antirhumatismaux modificateurs de la maladie, agents biologiques)',
  antiretroviral:
    'des antirétroviraux contre le VIH ou des médicaments potentialisés par le ritonavir ou le cobicistat',
  antiepileptic: 'des anticonvulsivants (aussi prescrits contre la douleur ou pour l’humeur)',
  lithium: 'du lithium',
  antibiotic: 'des antibiotiques par la bouche ou par injection',
  'antibiotic-chelating': 'des tétracyclines ou des fluoroquinolones',
  digoxin: 'de la digoxine',
  'benzodiazepine-sedative':
    'des benzodiazépines, des somnifères ou d’autres médicaments qui causent de la somnolence',
  opioid: 'des analgésiques opioïdes ou un traitement du trouble lié à l’usage d’opioïdes',
  bisphosphonate: 'des bisphosphonates',
  ppi: 'des inhibiteurs de la pompe à protons',
  corticosteroid: 'des corticostéroïdes par la bouche ou en inhalation',
  'isotretinoin-retinoid': 'des rétinoïdes par la bouche (isotrétinoïne, acitrétine, alitrétinoïne)',
};
