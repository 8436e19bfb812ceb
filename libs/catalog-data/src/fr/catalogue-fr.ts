/** A product's words in French: its name and its description, as its French label writes them. */
export interface ProductTextsFr {
  /** The product's French name, doses in French form (« Vitamine D3 1 000 UI »). */
  readonly name: string;
  /** The product's French description: the English one's facts, doses and cautions, in French. */
  readonly description: string;
}

/**
 * The catalogue in French, by product id (French labels are the law for natural health products in
 * Canada). The API seeds them beside the English; a test fails when a product has none.
 *
 * Written as a Quebec shop and Health Canada's French labels write them: « utilisé en phytothérapie »
 * for "used in herbal medicine", végétalien for vegan, soya, capsule molle for a softgel, comprimé
 * oblong for a caplet, fruits de mer for the shellfish allergen (the recommendation's allergen word),
 * the French generic names of medicines (warfarine, lovastatine). Doses keep the English numbers in
 * French form (1 000 UI, 0,6 mg, 95 %), with a non-breaking space before the unit; a test compares them.
 */
export const CATALOGUE_FR: Readonly<Record<number, ProductTextsFr>> = {
  // The essentials: multivitamins
  2101: {
    name: 'Multivitamine pour femmes',
    description:
      'Une multivitamine avec minéraux pour femmes, à prendre une fois par jour, qui apporte 18\u00a0mg de fer et 400\u00a0µg d’acide folique. À prendre au déjeuner.',
  },
  2102: {
    name: 'Multivitamine pour hommes',
    description:
      'Une multivitamine avec minéraux pour hommes, à prendre une fois par jour. Elle ne contient pas de fer, car la plupart des hommes en tirent assez de leur alimentation. À prendre au déjeuner.',
  },
  2103: {
    name: 'Multivitamine végétalienne',
    description:
      'Une multivitamine avec minéraux à prendre une fois par jour\u00a0: vitamine D3 tirée du lichen, 50\u00a0µg de vitamine B12 et vitamine A provenant uniquement du bêta-carotène. Certifiée végétalienne.',
  },
  2104: {
    name: 'Multivitamine prénatale',
    description:
      'Une multivitamine pour avant, pendant et après la grossesse, avec 0,6\u00a0mg d’acide folique (1\u00a0000\u00a0µg ÉFA) et 27\u00a0mg de fer. La vitamine A provient uniquement du bêta-carotène.',
  },

  // Vitamins
  2201: {
    name: 'Vitamine D3 1\u00a0000\u00a0UI',
    description:
      'Vitamine D3 (cholécalciférol) tirée de la lanoline, 25\u00a0µg (1\u00a0000\u00a0UI) par comprimé. D’octobre à avril, la plupart des gens au Canada tirent peu de vitamine D du soleil.',
  },
  2202: {
    name: 'Vitamine D3 végétalienne 1\u00a0000\u00a0UI',
    description:
      'Vitamine D3 tirée du lichen, 25\u00a0µg (1\u00a0000\u00a0UI) dans une capsule molle d’origine végétale. Certifiée végétalienne.',
  },
  2205: {
    name: 'Vitamine C 500\u00a0mg',
    description:
      'Vitamine C sous forme d’ascorbate de calcium tamponné, plus douce pour l’estomac que l’acide ascorbique ordinaire. Un antioxydant qui aide à maintenir la fonction immunitaire.',
  },
  2206: {
    name: 'Vitamine E 400\u00a0UI',
    description:
      'Vitamine E de source naturelle (268\u00a0mg de d-alpha-tocophérol) tirée de l’huile de soya, dans une capsule molle de gélatine. Dose élevée\u00a0: si vous prenez un anticoagulant, parlez-en d’abord à votre pharmacien.',
  },
  2207: {
    name: 'Vitamine K2 120\u00a0µg',
    description:
      'Vitamine K2 sous forme de ménaquinone-7 tirée de pois chiches fermentés, qui aide le corps à utiliser le calcium pour les os. Ne convient pas aux personnes qui prennent de la warfarine, sauf avec l’accord de leur médecin.',
  },
  2208: {
    name: 'Vitamine D3 1\u00a0000\u00a0UI + K2 120\u00a0µg',
    description:
      'Vitamine D3 (25\u00a0µg, 1\u00a0000\u00a0UI) et vitamine K2 sous forme de ménaquinone-7 réunies dans une capsule, pour la santé des os. Ne convient pas aux personnes qui prennent de la warfarine, sauf avec l’accord de leur médecin.',
  },
  2211: {
    name: 'Vitamine A 5\u00a0000\u00a0UI',
    description:
      'Vitamine A préformée (1\u00a0500\u00a0µg EAR sous forme de palmitate de rétinyle) dans une capsule molle de gélatine. Un excès de vitamine A préformée est nocif pendant la grossesse; vérifiez votre multivitamine avant d’ajouter ce produit.',
  },

  // B vitamins
  2203: {
    name: 'Complexe de vitamines B',
    description:
      'Les huit vitamines B, dont 25\u00a0mg de niacine sous forme de niacinamide, qui ne cause pas de rougeurs. Les vitamines B aident le corps à transformer les aliments en énergie; la riboflavine colore l’urine en jaune vif, ce qui est sans danger.',
  },
  2204: {
    name: 'Vitamine B12 1\u00a0000\u00a0µg',
    description:
      'Méthylcobalamine dans un comprimé qui fond sous la langue. Les personnes végétaliennes et celles de plus de 50\u00a0ans tirent souvent trop peu de B12 de leur alimentation.',
  },
  2209: {
    name: 'Biotine 5\u00a0000\u00a0µg',
    description:
      'Une dose élevée de biotine pour les cheveux, la peau et les ongles. La biotine peut fausser certaines analyses de sang, dont celles de la thyroïde et du cœur\u00a0: dites au laboratoire que vous en prenez.',
  },
  2210: {
    name: 'Riboflavine 400\u00a0mg',
    description:
      'Vitamine B2 à raison de 400\u00a0mg par jour, la quantité étudiée chez les personnes qui ont souvent des migraines. Elle colore l’urine en jaune vif, ce qui est sans danger.',
  },

  // Minerals
  2301: {
    name: 'Bisglycinate de magnésium 150\u00a0mg',
    description:
      'Magnésium lié à la glycine, une forme douce pour l’estomac\u00a0: 150\u00a0mg de magnésium élémentaire par capsule. Se prend le soir.',
  },
  2302: {
    name: 'Citrate de magnésium 150\u00a0mg',
    description:
      'Citrate de magnésium, 150\u00a0mg de magnésium élémentaire par capsule. Il peut ramollir les selles, ce que certaines personnes apprécient et d’autres non.',
  },
  2303: {
    name: 'Calcium 500\u00a0mg + vitamine D3 400\u00a0UI',
    description:
      'Carbonate de calcium (500\u00a0mg de calcium élémentaire) et 10\u00a0µg (400\u00a0UI) de vitamine D3 pour les os et les dents. Idéalement réparti sur deux repas; prenez vos médicaments pour la thyroïde ou vos antibiotiques à au moins 4\u00a0heures d’intervalle.',
  },
  2304: {
    name: 'Bisglycinate de fer 25\u00a0mg',
    description:
      'Bisglycinate de fer, une forme douce pour l’estomac\u00a0: 25\u00a0mg de fer élémentaire, pour les personnes qui ont besoin de plus de fer que leur alimentation n’en fournit. Garder hors de la portée des enfants\u00a0: une surdose de fer est dangereuse pour eux.',
  },
  2305: {
    name: 'Zinc 25\u00a0mg',
    description:
      'Citrate de zinc, 25\u00a0mg de zinc élémentaire, qui aide à maintenir la fonction immunitaire et une peau saine. À prendre avec des aliments pour éviter les nausées.',
  },
  2306: {
    name: 'Sélénium 100\u00a0µg',
    description: 'L-sélénométhionine sans levure, 100\u00a0µg de sélénium, un minéral antioxydant.',
  },

  // Nutritional oils
  2401: {
    name: 'Huile de poisson oméga-3',
    description:
      'Huile purifiée d’anchois et de sardines sauvages, avec 600\u00a0mg d’EPA et de DHA par capsule molle. Sa teneur en mercure et en autres contaminants est vérifiée.',
  },
  2402: {
    name: 'Oméga-3 triple concentration',
    description:
      'Huile de poisson concentrée avec 900\u00a0mg d’EPA et de DHA par capsule molle, pour la santé du cerveau et du cœur. Si vous prenez un anticoagulant, parlez-en d’abord à votre pharmacien.',
  },
  2403: {
    name: 'Oméga-3 végétaliens à base d’algues',
    description:
      'DHA et EPA (500\u00a0mg) tirés de microalgues, la source première des oméga-3 du poisson, dans une capsule molle d’origine végétale. Convient aux personnes végétaliennes et pendant la grossesse.',
  },
  2404: {
    name: 'Huile de krill 500\u00a0mg',
    description:
      'Huile de krill de l’Antarctique, avec 100\u00a0mg d’EPA et de DHA par capsule molle, liés à des phospholipides. Le krill est un crustacé\u00a0: ne convient pas aux personnes allergiques aux fruits de mer.',
  },
  2405: {
    name: 'Huile d’onagre 1\u00a0000\u00a0mg',
    description:
      'Huile d’onagre pressée à froid, source d’acide gamma-linolénique (AGL), souvent choisie pour la peau. En capsule molle de gélatine.',
  },
  2406: {
    name: 'Huile de lin biologique 1\u00a0000\u00a0mg',
    description:
      'Huile de lin biologique pressée à froid, source végétale d’acide alpha-linolénique (AAL). Le corps ne transforme qu’une petite partie de l’AAL en EPA et en DHA.',
  },

  // Herbals: stress and energy
  2501: {
    name: 'Ashwagandha 300\u00a0mg',
    description:
      'Extrait de racine d’ashwagandha (KSM-66), utilisé en médecine ayurvédique pour aider à soulager les symptômes du stress. Ne pas utiliser pendant la grossesse ni avec un médicament pour la thyroïde, sauf avec l’accord d’un médecin.',
  },
  2502: {
    name: 'Rhodiola 200\u00a0mg',
    description:
      'Extrait de racine de Rhodiola rosea normalisé à 3\u00a0% de rosavines, utilisé en phytothérapie pour aider à combattre la fatigue mentale. À prendre le matin, car il peut troubler le sommeil s’il est pris plus tard dans la journée.',
  },
  2503: {
    name: 'Racine de valériane 500\u00a0mg',
    description:
      'Racine de valériane, utilisée en phytothérapie comme aide au sommeil. Elle peut causer de la somnolence\u00a0: ne conduisez pas après en avoir pris et ne la combinez pas avec de l’alcool ou des sédatifs.',
  },
  2504: {
    name: 'Panax ginseng 200\u00a0mg',
    description:
      'Extrait de racine de ginseng coréen, utilisé en phytothérapie pour soutenir l’endurance physique et mentale. Il peut interagir avec les anticoagulants et les médicaments contre le diabète.',
  },
  2505: {
    name: 'Extrait de thé vert 250\u00a0mg',
    description:
      'Extrait de feuilles de thé vert avec 125\u00a0mg d’EGCG et environ 25\u00a0mg de caféine par capsule. À prendre avec des aliments\u00a0: des extraits concentrés pris à jeun ont été associés à de rares lésions du foie.',
  },

  // Herbals: immunity and digestion
  2506: {
    name: 'Échinacée 400\u00a0mg',
    description:
      'Parties aériennes et racine d’Echinacea purpurea, utilisées en phytothérapie pour soutenir le système immunitaire. Les personnes allergiques à l’herbe à poux ou aux marguerites peuvent y réagir.',
  },
  2507: {
    name: 'Sureau noir 250\u00a0mg',
    description:
      'Extrait normalisé de baies de sureau noir, utilisé en phytothérapie pendant la saison du rhume et de la grippe.',
  },
  2508: {
    name: 'Racine de gingembre 500\u00a0mg',
    description:
      'Rhizome de gingembre, utilisé en phytothérapie pour aider à soulager les nausées et favoriser la digestion.',
  },
  2509: {
    name: 'Ail inodore 1\u00a0000\u00a0mg',
    description:
      'Extrait de bulbe d’ail équivalant à 1\u00a0000\u00a0mg d’ail frais, dans un comprimé à enrobage entérique pour limiter l’haleine d’ail. Si vous prenez un anticoagulant, parlez-en d’abord à votre pharmacien.',
  },
  2510: {
    name: 'Curcumine de curcuma 500\u00a0mg',
    description:
      'Extrait de curcuma normalisé à 95\u00a0% de curcuminoïdes, avec de l’extrait de poivre noir pour l’absorption, utilisé en phytothérapie pour aider à soulager les douleurs articulaires. Si vous prenez un anticoagulant, parlez-en d’abord à votre pharmacien.',
  },
  2511: {
    name: 'Chardon-Marie 150\u00a0mg',
    description:
      'Extrait de graines de chardon-Marie à 80\u00a0% de silymarine, utilisé en phytothérapie pour soutenir la fonction hépatique.',
  },
  2512: {
    name: 'Racine d’hydraste du Canada 500\u00a0mg',
    description:
      'Racine d’hydraste du Canada, une source de berbérine. Elle modifie la façon dont le foie élimine de nombreux médicaments et ne doit pas être utilisée pendant la grossesse ou l’allaitement.',
  },
  2513: {
    name: 'Racine de réglisse 450\u00a0mg',
    description:
      'Racine de réglisse entière avec sa glycyrrhizine naturelle, utilisée en phytothérapie pour apaiser la gorge et l’estomac. La glycyrrhizine peut faire monter la tension artérielle et baisser le potassium\u00a0: ce produit est destiné à un usage de courte durée.',
  },

  // Herbals: hormones
  2514: {
    name: 'Actée à grappes noires 40\u00a0mg',
    description:
      'Extrait de racine d’actée à grappes noires, utilisé en phytothérapie pour aider à soulager les symptômes de la ménopause comme les bouffées de chaleur. Cessez d’en prendre et consultez un médecin si vous remarquez des signes de troubles du foie, comme une peau jaune ou une urine foncée.',
  },
  2515: {
    name: 'Dong quai 500\u00a0mg',
    description:
      'Racine de dong quai, utilisée en médecine traditionnelle chinoise pour le confort menstruel. Ne pas utiliser pendant la grossesse ni avec des anticoagulants; elle peut rendre la peau plus sensible au soleil.',
  },
  2516: {
    name: 'Gattilier (vitex) 400\u00a0mg',
    description:
      'Baies de gattilier, utilisées en phytothérapie pour aider à soulager les symptômes prémenstruels. Le gattilier agit sur les hormones\u00a0: ne pas l’utiliser avec une contraception hormonale, pendant la grossesse ou l’allaitement.',
  },
  2517: {
    name: 'Palmier nain 320\u00a0mg',
    description:
      'Extrait de baies de palmier nain dans une capsule molle de gélatine, utilisé en phytothérapie pour favoriser le confort urinaire chez l’homme. Les hommes qui ont des symptômes urinaires devraient d’abord consulter un médecin pour écarter d’autres causes.',
  },
  2518: {
    name: 'Racine de maca 500\u00a0mg',
    description:
      'Racine de maca biologique du Pérou, gélatinisée. Un aliment traditionnel des Andes utilisé pour l’énergie et la libido.',
  },

  // Herbals: mood and circulation
  2519: {
    name: 'Millepertuis 300\u00a0mg',
    description:
      'Extrait de millepertuis (0,3\u00a0% d’hypéricine), utilisé en phytothérapie pour aider à soulager les baisses d’humeur légères. Il affaiblit ou renforce l’effet de nombreux médicaments, dont les antidépresseurs, les pilules contraceptives et les anticoagulants\u00a0: parlez-en à votre pharmacien avant d’en prendre.',
  },
  2520: {
    name: 'Ginkgo biloba 120\u00a0mg',
    description:
      'Extrait de feuilles de ginkgo normalisé à 24\u00a0% de glycosides flavonoïdes, utilisé en phytothérapie pour soutenir la mémoire. Il peut augmenter les saignements s’il est pris avec des anticoagulants ou avant une opération.',
  },
  2521: {
    name: 'Levure de riz rouge 600\u00a0mg',
    description:
      'Levure de riz rouge, qui contient naturellement de la monacoline K, le même composé que la lovastatine, une statine. Ne pas utiliser avec des statines, pendant la grossesse ou en cas de problèmes de foie.',
  },
  2522: {
    name: 'Grande camomille 125\u00a0mg',
    description:
      'Feuilles de grande camomille normalisées en parthénolide, utilisées en phytothérapie contre les maux de tête. Ne pas utiliser pendant la grossesse ni avec des anticoagulants.',
  },
  2523: {
    name: 'Pétasite 75\u00a0mg (sans AP)',
    description:
      'Extrait de racine de pétasite en capsule molle de gélatine, certifié sans alcaloïdes pyrrolizidiniques (AP), toxiques pour le foie dans le pétasite non traité. Utilisé en phytothérapie contre les maux de tête.',
  },

  // Specialty: gut
  2601: {
    name: 'Probiotique 30\u00a0milliards',
    description:
      'Trente milliards de bactéries vivantes par capsule, issues de dix souches de Lactobacillus et de Bifidobacterium, pour la santé intestinale. Les bactéries sont cultivées sur un milieu laitier\u00a0: le produit peut contenir des traces de lait.',
  },
  2602: {
    name: 'Probiotique sans produits laitiers 15\u00a0milliards',
    description:
      'Quinze milliards de bactéries vivantes par capsule, issues de six souches cultivées sans produits laitiers. Stable à la température ambiante\u00a0: aucune réfrigération nécessaire.',
  },
  2603: {
    name: 'Enveloppes de psyllium 625\u00a0mg',
    description:
      'Enveloppes de graines de psyllium, une fibre soluble qui favorise la régularité intestinale. Prenez chaque dose avec un grand verre d’eau, et vos autres médicaments à au moins 2\u00a0heures d’intervalle.',
  },
  2604: {
    name: 'Enzymes digestives',
    description:
      'Enzymes d’origine végétale qui aident à digérer les protéines, les matières grasses, les glucides et le lactose. À prendre au début du repas.',
  },
  2605: {
    name: 'Huile de menthe poivrée à enrobage entérique',
    description:
      'Huile de menthe poivrée (0,2\u00a0mL) dans une capsule molle enrobée qui s’ouvre dans l’intestin plutôt que dans l’estomac, utilisée en phytothérapie pour soulager les malaises abdominaux et les ballonnements.',
  },
  2606: {
    name: 'Canneberge 500\u00a0mg',
    description:
      'Extrait de canneberge normalisé à 36\u00a0mg de proanthocyanidines, la quantité étudiée pour la santé des voies urinaires chez les femmes. Consultez un médecin en cas de sensation de brûlure ou de douleur en urinant.',
  },

  // Specialty: targeted needs
  2607: {
    name: 'Glucosamine et chondroïtine',
    description:
      'Sulfate de glucosamine (500\u00a0mg) tiré de crustacés et sulfate de chondroïtine (400\u00a0mg) tiré de cartilage bovin, par comprimé oblong, pour aider à soulager les douleurs articulaires. Ne convient pas aux personnes allergiques aux fruits de mer.',
  },
  2608: {
    name: 'CoQ10 100\u00a0mg',
    description:
      'Coenzyme Q10 (ubiquinone) dans de l’huile de soya, en capsule molle de gélatine, pour la production d’énergie dans les cellules. Les statines font baisser la CoQ10 que produit le corps.',
  },
  2609: {
    name: 'Lutéine 20\u00a0mg',
    description:
      'Lutéine (20\u00a0mg) et zéaxanthine (4\u00a0mg), les pigments de la macula de l’œil, tirées de fleurs de tagète, dans une capsule végétarienne.',
  },
  2610: {
    name: 'Mélatonine 3\u00a0mg',
    description:
      'Mélatonine dans un comprimé qui fond sous la langue, à prendre 30\u00a0minutes avant le coucher pour vous aider à vous endormir. Elle cause de la somnolence\u00a0: ne conduisez pas après en avoir pris.',
  },
  2611: {
    name: 'L-théanine 200\u00a0mg',
    description: 'L-théanine, un acide aminé du thé vert, pour favoriser la détente sans somnolence.',
  },
  2612: {
    name: '5-HTP 100\u00a0mg',
    description:
      '5-hydroxytryptophane tiré de graines de Griffonia, que le corps transforme en sérotonine. Ne le combinez jamais avec des antidépresseurs, des triptans ou d’autres médicaments qui font augmenter la sérotonine.',
  },
  2613: {
    name: 'SAMe 200\u00a0mg',
    description:
      'S-adénosyl-L-méthionine dans un comprimé à enrobage entérique, utilisée pour soutenir l’humeur et le confort articulaire. Ne pas utiliser avec des antidépresseurs ni en cas de trouble bipolaire, sauf avec l’accord d’un médecin.',
  },

  // For children
  2701: {
    name: 'Multivitamine à croquer pour enfants',
    description:
      'Une multivitamine avec minéraux à croquer, saveur de petits fruits, pour les enfants de 4\u00a0ans et plus, sans fer et sans gélatine.',
  },
  2702: {
    name: 'DHA à croquer pour enfants',
    description:
      'Capsules molles à croquer d’huile de poisson purifiée, saveur de fraise, contenant chacune 150\u00a0mg d’EPA et de DHA, pour les enfants de 3\u00a0ans et plus.',
  },
  2703: {
    name: 'Vitamine D3 pour enfants 400\u00a0UI',
    description:
      'Un comprimé à croquer de 10\u00a0µg (400\u00a0UI) de vitamine D3, la quantité quotidienne recommandée pour les enfants au Canada.',
  },
  2704: {
    name: 'Probiotique à croquer pour enfants',
    description:
      'Cinq milliards de bactéries vivantes issues de trois souches, dans un comprimé à croquer sans produits laitiers, pour les enfants de 3\u00a0ans et plus.',
  },

  // Wellness boosters: skin, hair and nails
  2801: {
    name: 'Collagène hydrolysé 1\u00a0000\u00a0mg',
    description:
      'Peptides de collagène bovin (types I et III), 1\u00a0000\u00a0mg par comprimé oblong, pour l’élasticité de la peau. La gélatine est fabriquée à partir du collagène\u00a0: si vous évitez la gélatine, évitez aussi ce produit.',
  },
  2802: {
    name: 'Acide hyaluronique 120\u00a0mg',
    description:
      'Hyaluronate de sodium obtenu par fermentation, qui aide la peau à retenir l’humidité. Végétalien.',
  },

  // Accessories
  1593: {
    name: 'Sachets matin et soir',
    description:
      'Vos comprimés de la journée répartis dans deux sachets, l’un pour le matin et l’autre pour le soir.',
  },
  3327: {
    name: 'Boîte Maplepack',
    description:
      'La boîte recyclable dans laquelle arrivent vos sachets quotidiens du mois, incluse sans frais.',
  },
};
