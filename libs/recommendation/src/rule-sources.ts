/**
 * Where each safety rule comes from, for the pharmacist who signs off docs/safety-rules.md (generated
 * from the rule tables). A source is a document and the statement the rule rests on, written "to the
 * effect of" (a paraphrase, never a quote presented as exact wording).
 */

/** How the rule rests on the document. */
export type Evidence =
  /** A Health Canada NHPID monograph's risk statement (caution, contra-indication, adverse reaction). */
  | 'monograph'
  /** Our own product label (the catalogue description a customer reads), or a Canadian drug's product monograph. */
  | 'label'
  /** A clinical reference beyond the monographs (interaction reviews, case reports, practice guidance). */
  | 'clinical';

export interface RuleSource {
  /** The document by its official title, e.g. 'Health Canada NHPID monograph: Chaste Tree (Vitex agnus-castus)'. */
  citation: string;
  /** Where the document is published; monographs on webprod.hc-sc.gc.ca/nhpid-bdipsn. */
  url: string;
  /** What the document says that the rule rests on, to the effect of. */
  statement: string;
  evidence: Evidence;
  /**
   * `read`: the statement was read in the document (or, for a label, in the catalogue) when the rule
   * was written. `recalled`: written from knowledge of the document without a copy at hand; the
   * pharmacist checks it against the document before signing off.
   */
  checked: 'read' | 'recalled';
}

const NHPID = 'https://webprod.hc-sc.gc.ca/nhpid-bdipsn';
/** The compendium's list of monographs, for a monograph whose own address we could not confirm. */
const NHPID_LIST = `${NHPID}/monosReq.do?lang=eng`;

interface Document {
  citation: string;
  url: string;
  evidence: Evidence;
}

const monograph = (title: string, path?: string): Document => ({
  citation: `Health Canada NHPID monograph: ${title}`,
  url: path === undefined ? NHPID_LIST : `${NHPID}/${path}`,
  evidence: 'monograph',
});

/** The Health Canada monographs the rules cite, by ingredient. */
export const MONOGRAPHS = {
  multiVitaminMineral: monograph(
    'Multi-Vitamin/Mineral Supplements',
    'atReq.do?atid=multi_vitmin_suppl&lang=eng',
  ),
  fishOil: monograph('Fish Oil'),
  stJohnsWort: monograph(
    "St. John's Wort (Hypericum perforatum) - Oral",
    'atReq.do?atid=stjohnswort.millepertuis.oral&lang=eng',
  ),
  fiveHtp: monograph('5-Hydroxytryptophan (5-HTP)'),
  ginkgo: monograph('Ginkgo (Ginkgo biloba)', 'atReq.do?atid=ginkgo.biloba&lang=eng'),
  garlic: monograph('Garlic (Allium sativum)', 'atReq.do?atid=garlic_ail&lang=eng'),
  turmeric: monograph(
    'Turmeric (Curcuma longa) - Oral',
    'atReq.do?atid=turmeric.oral.curcuma.orale&lang=eng',
  ),
  curcumin: monograph(
    'Concentrated Turmeric Extracts and Isolates (Curcuminoids/Curcumin)',
    'atReq.do?atid=curcumin.curcumine&lang=eng',
  ),
  feverfew: monograph('Feverfew (Tanacetum parthenium)', 'atReq.do?atid=feverfew&lang=eng'),
  dongQuai: monograph('Dong quai (Angelica sinensis)', 'monoReq.do?id=842&lang=eng'),
  echinacea: monograph('Echinacea (Echinacea purpurea)'),
  ashwagandha: monograph('Ashwagandha (Withania somnifera)', 'atReq.do?atid=ashwagandha&lang=eng'),
  licorice: monograph('Licorice (Glycyrrhiza glabra)', 'atReq.do?atid=licorice.reglisse&lang=eng'),
  panaxGinseng: monograph('Ginseng, Panax (Panax ginseng)', 'monoReq.do?id=146&lang=eng'),
  chasteTree: monograph('Chaste Tree (Vitex agnus-castus)', 'atReq.do?atid=chaste.tree.vitex&lang=eng'),
  glucosamine: monograph('Glucosamine Sulfate', 'atReq.do?atid=glucosamine.sulfate&lang=eng'),
  chondroitin: monograph('Chondroitin Sulfate'),
  coenzymeQ10: monograph('Coenzyme Q10'),
  probiotics: monograph('Probiotics'),
  psyllium: monograph('Psyllium (Plantago ovata / Plantago psyllium)'),
  peppermintOil: monograph('Peppermint Oil (Mentha x piperita) - Enteric coated'),
  cranberry: monograph('Cranberry (Vaccinium macrocarpon)'),
  ginger: monograph('Ginger (Zingiber officinale)'),
  blackCohosh: monograph('Black Cohosh (Actaea racemosa)'),
  rhodiola: monograph('Rhodiola (Rhodiola rosea)'),
  valerian: monograph('Valerian (Valeriana officinalis)'),
  melatonin: monograph('Melatonin - Oral', 'atReq.do?atid=melatonin.oral&lang=eng'),
  goldenseal: monograph('Goldenseal (Hydrastis canadensis) - Oral', 'atReq.do?atid=goldenseal.oral&lang=eng'),
  greenTea: monograph('Green Tea Extracts'),
  milkThistle: monograph('Milk Thistle (Silybum marianum)'),
  sawPalmetto: monograph('Saw Palmetto (Serenoa repens)'),
  eveningPrimrose: monograph('Evening Primrose Oil (Oenothera biennis)'),
  elderberry: monograph('Elder (Sambucus nigra)'),
  butterbur: monograph('Butterbur (Petasites hybridus)'),
  lTheanine: monograph('L-Theanine'),
} as const;

/** Documents other than the monographs: drug product monographs, clinical references. */
export const REFERENCES = {
  synthroid: {
    citation: 'Health Canada Drug Product Database, product monograph: Synthroid (levothyroxine sodium)',
    url: 'https://health-products.canada.ca/dpd-bdpp/',
    evidence: 'label',
  },
  integraseInhibitors: {
    citation:
      'Health Canada Drug Product Database, product monographs: Biktarvy, Triumeq, Tivicay (integrase inhibitors)',
    url: 'https://health-products.canada.ca/dpd-bdpp/',
    evidence: 'label',
  },
  isotretinoin: {
    citation: 'Health Canada Drug Product Database, product monograph: isotretinoin (Epuris, Clarus)',
    url: 'https://health-products.canada.ca/dpd-bdpp/',
    evidence: 'label',
  },
  lovastatin: {
    citation: 'Health Canada Drug Product Database, product monograph: lovastatin',
    url: 'https://health-products.canada.ca/dpd-bdpp/',
    evidence: 'label',
  },
  thrombosisCanada: {
    citation: 'Thrombosis Canada clinical guide: Warfarin',
    url: 'https://thrombosiscanada.ca/clinical_guides/',
    evidence: 'clinical',
  },
  naturalMedicines: {
    citation: 'Natural Medicines (Therapeutic Research Center): interaction monographs',
    url: 'https://naturalmedicines.therapeuticresearch.com/',
    evidence: 'clinical',
  },
  anesthesia: {
    citation:
      'American Society of Anesthesiologists patient guidance: herbal and dietary supplements and anesthesia',
    url: 'https://www.asahq.org/',
    evidence: 'clinical',
  },
  sogcNausea: {
    citation: 'SOGC Clinical Practice Guideline No. 339: The Management of Nausea and Vomiting of Pregnancy',
    url: 'https://www.jogc.com/',
    evidence: 'clinical',
  },
  motherisk: {
    citation:
      'Natural products in pregnancy and lactation: safety reviews (Dugoua et al., Can J Clin Pharmacol)',
    url: 'https://www.jptcp.com/',
    evidence: 'clinical',
  },
  betaCaroteneTrials: {
    citation: 'ATBC (NEJM 1994) and CARET (NEJM 1996) trials of beta-carotene in smokers',
    url: 'https://www.nejm.org/',
    evidence: 'clinical',
  },
  fdaBiotin: {
    citation: 'US FDA Safety Communication (2017, updated 2019): biotin interference with laboratory tests',
    url: 'https://www.fda.gov/',
    evidence: 'clinical',
  },
} as const satisfies Record<string, Document>;

/** A source: what `document` says, to the effect of. */
export function says(
  document: Document,
  statement: string,
  checked: RuleSource['checked'] = 'recalled',
): RuleSource {
  return { ...document, statement, checked };
}

/** What our own label for a product says (the catalogue description, read when the rule was written). */
export function ourLabel(productId: number, productName: string, statement: string): RuleSource {
  return {
    citation: `Maplepack product label: ${productName} (catalogue product ${productId})`,
    url: `libs/catalog-data (product ${productId})`,
    statement,
    evidence: 'label',
    checked: 'read',
  };
}
