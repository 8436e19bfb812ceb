/**
 * The reasons of SURVEY_V1_5_RULES in French, keyed by rule id. As in English, a reason that follows
 * what the person told us starts in lower case (it is capitalized when shown); `{medication}` is
 * replaced by the medication that triggered the rule.
 */
export const RULE_REASONS_FR: Readonly<Record<string, string>> = {
  'prenatal-multivitamin':
    'une multivitamine prénatale vous apporte l’acide folique, le fer et l’iode que recommande Santé Canada, en quantités adaptées à cette période, sans vitamine A supplémentaire sous forme de rétinol.',
  'multivitamin-women':
    'Une multivitamine quotidienne conçue pour les femmes comble les petites lacunes que laissent la plupart des alimentations, y compris en fer et en acide folique, dont les femmes ont davantage besoin.',
  'multivitamin-men':
    'Une multivitamine quotidienne conçue pour les hommes comble les petites lacunes que laissent la plupart des alimentations, sans fer, dont les hommes ont rarement besoin sous forme de supplément.',
  'multivitamin-other':
    'Une multivitamine quotidienne comble les petites lacunes que laissent la plupart des alimentations, dans une formule douce d’origine végétale.',
  'multivitamin-low-produce':
    'une multivitamine comble les lacunes que laisse une alimentation pauvre en légumes et en fruits.',
  'vitamin-d':
    'Au Canada, d’octobre à mars, le soleil est trop bas pour que votre peau fabrique de la vitamine D\u00a0: Santé Canada suggère donc un supplément quotidien, et 1\u00a0000\u00a0UI est une dose sûre et régulière.',
  'vitamin-d-low-sun':
    'votre peau fabrique peu de vitamine D sans lumière du jour, alors un supplément quotidien de vitamine D est d’autant plus important.',
  'vitamin-d-tested-low':
    'la vitamine D3, à 1\u00a0000\u00a0UI par jour, aide à faire remonter votre taux; demandez à votre médecin s’il faut refaire le test dans trois mois.',
  'omega-3':
    'Les oméga-3 (EPA et DHA) contribuent à la santé du cœur, du cerveau et des yeux; peu de gens mangent les deux portions de poisson gras par semaine qui en fourniraient assez.',
  'omega-3-low-fish': 'l’huile de poisson vous apporte l’EPA et le DHA que le poisson gras vous fournirait.',
  'b12-metformin':
    'Vous prenez {medication}\u00a0: avec les années, la metformine peut faire baisser la vitamine B12, alors nous ajoutons de la B12 pour maintenir votre taux.',
  'magnesium-sleep':
    'le bisglycinate de magnésium, pris le soir, aide votre corps à se détendre et à trouver le calme.',
  'magnesium-stress': 'le stress épuise le magnésium, qui aide les muscles et les nerfs à se détendre.',
  'magnesium-muscles':
    'le magnésium contribue au fonctionnement normal des muscles et soulage les tensions et les crampes.',
  'magnesium-migraine':
    'le magnésium est l’un des suppléments les mieux étudiés pour réduire la fréquence des migraines.',
  'riboflavin-migraine':
    'la riboflavine (vitamine B2), à 400\u00a0mg par jour, est utilisée par les spécialistes canadiens des maux de tête pour aider à prévenir les migraines.',
  'b-vitamins-energy':
    'les vitamines B aident votre corps à transformer les aliments en énergie, et le stress et l’alcool les épuisent plus vite.',
  'b12-plant-based':
    'la vitamine B12 provient presque uniquement d’aliments d’origine animale\u00a0: c’est le supplément dont a besoin toute personne qui mange végétal.',
  'b12-cognition':
    'la vitamine B12 contribue au fonctionnement normal des nerfs et du cerveau; un taux bas est fréquent et peut donner une impression de brouillard mental.',
  'omega-3-brain-skin':
    'les oméga-3 entrent dans la composition des cellules du cerveau et de la peau, et aident à calmer l’inflammation.',
  'probiotic-gut':
    'un probiotique à plusieurs souches aide à rétablir les bonnes bactéries d’un intestin en santé.',
  'vitamin-c-immune':
    'la vitamine C soutient votre système immunitaire, et les personnes qui fument en ont davantage besoin.',
  'calcium-bones':
    'le calcium, avec la vitamine D, aide à garder les os solides, surtout après la ménopause et quand l’alimentation contient peu de produits laitiers.',
  joints:
    'la glucosamine et la chondroïtine entrent dans la composition du cartilage et peuvent soulager l’inconfort articulaire en quelques mois.',
  'skin-collagen': 'les peptides de collagène fournissent la protéine dont votre peau est faite.',
  'skin-plant-based': 'l’acide hyaluronique aide la peau à retenir son hydratation.',
  'biotin-hair-nails':
    'la biotine aide à garder les cheveux et les ongles forts. (Avant une prise de sang, dites au laboratoire que vous prenez de la biotine\u00a0: elle peut fausser certains résultats.)',
  'zinc-skin':
    'le zinc contribue à la guérison de la peau, à l’équilibre hormonal et à la santé des spermatozoïdes.',
  'iron-heavy-periods':
    'les règles abondantes font perdre du fer, et un bisglycinate de fer doux aide à maintenir vos réserves.',
  'cranberry-uti': 'la canneberge aide à empêcher les bactéries d’adhérer à la paroi de la vessie.',
  'ginger-nausea':
    'le gingembre est une aide douce et bien étudiée contre les nausées de grossesse. Parlez-en aussi à votre médecin ou à votre sage-femme.',
  'melatonin-sleep-onset': 'une faible dose de mélatonine le soir aide à recaler l’heure de votre sommeil.',
  'theanine-anxious': 'la L-théanine, tirée du thé vert, favorise le calme sans causer de somnolence.',
  'adaptogen-stress':
    'l’ashwagandha est une plante adaptogène qui aide le corps à faire face au stress prolongé.',
  'coq10-energy':
    'la CoQ10 aide vos cellules à produire de l’énergie, et on l’utilise pour aider à prévenir les migraines fréquentes.',
  'zinc-immune': 'le zinc soutient les cellules immunitaires qui combattent le rhume.',
  'elderberry-exposure': 'le sureau noir soutient vos défenses pendant la saison du rhume et de la grippe.',
  'fibre-constipation':
    'le psyllium est une fibre soluble douce qui favorise la régularité. Prenez-le avec un grand verre d’eau.',
  'enzymes-bloating':
    'les enzymes digestives aident à décomposer les aliments, pour qu’il en reste moins à fermenter.',
  'peppermint-ibs':
    'l’huile de menthe poivrée à enrobage entérique est recommandée par les gastro-entérologues canadiens pour soulager les crampes et les ballonnements du SII.',
  'vitamin-k2-bones': 'la vitamine K2 aide à fixer le calcium dans les os.',
  'ginkgo-memory': 'le ginkgo favorise la circulation sanguine vers le cerveau.',
  'lutein-focus':
    'la lutéine contribue à la santé des yeux et à la concentration visuelle qu’exigent les longues journées devant un écran.',
  'black-cohosh-menopause':
    'l’actée à grappes noires est une plante traditionnelle pour soulager les bouffées de chaleur et les sueurs nocturnes.',
  'vitex-cycle':
    'le gattilier (vitex) est une plante traditionnelle pour le SPM et l’équilibre du cycle. Consultez aussi votre médecin au sujet des cycles irréguliers.',
  'maca-libido':
    'la racine de maca est un aliment traditionnel des Andes utilisé pour soutenir la libido et l’énergie.',
  'selenium-fertility': 'le sélénium contribue à la santé normale des spermatozoïdes.',
  'magnesium-lifestyle': 'ces deux habitudes augmentent la quantité de magnésium que votre corps perd.',
};
