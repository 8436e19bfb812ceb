/**
 * The `why` of each INTERACTION_RULES rule in French, keyed by rule id: plain words completing
 * « Avec {médicament} : … » and « Si vous prenez {classe} : … ».
 */
export const INTERACTION_WHY_FR: Readonly<Record<string, string>> = {
  'anticoagulant-vitamin-k':
    'la vitamine K contrecarre les anticoagulants comme la warfarine et peut rendre votre dose moins fiable',
  'anticoagulant-vitamin-k-trace':
    'cette multivitamine contient un peu de vitamine K; prenez-la tous les jours sans interruption pour que votre RIN reste stable, et informez la clinique qui suit votre anticoagulant',
  'blood-thinner-bleeding-herbs':
    'cette plante éclaircit aussi le sang, ce qui augmente le risque de saignement',
  'blood-thinner-high-dose-vitamin-e':
    'la vitamine E à dose élevée (400\u00a0UI ou plus) s’ajoute à l’effet anticoagulant et augmente le risque de saignement',
  'blood-thinner-omega-3':
    'les oméga-3 peuvent éclaircir légèrement le sang; aux doses de nos sachets, c’est habituellement sans problème, mais dites à votre pharmacien que vous en prenez',
  'blood-thinner-evening-primrose':
    'l’huile d’onagre peut s’ajouter légèrement à l’effet anticoagulant; dites à votre pharmacien que vous en prenez',
  'blood-thinner-ginger':
    'à dose élevée, le gingembre peut s’ajouter légèrement à l’effet anticoagulant; dites à votre pharmacien que vous en prenez',
  'anticoagulant-glucosamine':
    'la glucosamine et la chondroïtine peuvent augmenter l’effet des anticoagulants comme la warfarine (un RIN plus élevé et des saignements ont été signalés)',
  'antiplatelet-glucosamine':
    'la chondroïtine peut s’ajouter légèrement à l’effet des antiplaquettaires; dites à votre pharmacien que vous en prenez',
  'diabetes-glucosamine':
    'la glucosamine peut modifier un peu la glycémie; vérifiez vos lectures plus souvent pendant les premières semaines',
  'anticoagulant-coq10':
    'la CoQ10 a une structure proche de celle de la vitamine K et peut affaiblir les anticoagulants comme la warfarine',
  'blood-pressure-coq10':
    'la CoQ10 peut faire baisser un peu plus la tension artérielle; vérifiez vos lectures quand vous commencez à en prendre',
  'anticoagulant-ginseng': 'le ginseng peut affaiblir les anticoagulants comme la warfarine',
  'serotonergic-serotonin-boosters':
    'ensemble, ils peuvent faire monter la sérotonine de façon excessive (syndrome sérotoninergique)',
  'st-johns-wort-inducer':
    'le millepertuis accélère l’élimination de ce médicament par le corps, qui peut alors ne plus faire effet',
  'statin-red-yeast-rice':
    'la levure de riz rouge contient le même composé qu’une statine (monacoline K, lovastatine), ce qui double la dose et le risque de lésions musculaires',
  'red-yeast-rice-cyp3a4-inhibitors':
    'ce médicament ralentit l’élimination de la statine contenue dans la levure de riz rouge, ce qui augmente le risque de lésions musculaires',
  'immunosuppressant-immune-stimulants':
    'cette plante stimule le système immunitaire et va à l’encontre de ce médicament',
  'echinacea-hiv':
    'l’échinacée est déconseillée en présence du VIH ou d’une autre maladie immunitaire évolutive',
  'probiotic-immunocompromised':
    'les bactéries vivantes sont déconseillées quand le système immunitaire est affaibli',
  'probiotic-corticosteroid':
    'si vous prenez un corticostéroïde par la bouche pendant longtemps, parlez-en d’abord à votre médecin\u00a0: les bactéries vivantes sont déconseillées quand le système immunitaire est affaibli',
  'probiotic-antibiotic':
    'prenez votre probiotique au moins 2\u00a0heures avant ou après l’antibiotique, sinon il sera détruit avant de pouvoir agir',
  'garlic-antiretroviral':
    'les suppléments d’ail peuvent faire baisser le taux de certains médicaments contre le VIH',
  'levothyroxine-minerals':
    'le calcium, le fer, le zinc et le magnésium bloquent son absorption\u00a0: ils vont donc dans votre sachet du soir, loin de votre dose du matin',
  'chelating-antibiotic-minerals':
    'les minéraux se lient à ce médicament et l’empêchent d’être absorbé; prenez-les à au moins 2\u00a0heures d’intervalle',
  'antiretroviral-minerals':
    'le calcium, le fer, le zinc et le magnésium peuvent bloquer certains médicaments contre le VIH (inhibiteurs de l’intégrase); prenez-les à au moins 2\u00a0heures d’intervalle, ou ensemble avec de la nourriture, selon les conseils de votre pharmacien',
  'antiepileptic-seizure-threshold':
    'cette plante peut abaisser le seuil de convulsion ou modifier l’élimination du médicament',
  'lithium-fibre-and-caffeine':
    'il modifie la quantité de lithium que le corps absorbe ou élimine, alors que le lithium doit rester à un taux stable',
  'lithium-bipolar-mood-herbs':
    'ce supplément est déconseillé en cas de trouble bipolaire, pour lequel on prend du lithium',
  'diabetes-blood-sugar-herbs':
    'cette plante peut faire baisser davantage la glycémie; surveillez vos lectures et parlez-en à votre médecin',
  'thyroid-ashwagandha':
    'l’ashwagandha peut faire augmenter les hormones thyroïdiennes et dérégler une dose de médicament pour la thyroïde ajustée avec soin',
  'sedative-ashwagandha': 'l’ashwagandha s’ajoute à l’effet sédatif de ce médicament',
  'licorice-blood-pressure-potassium':
    'la réglisse fait monter la tension artérielle et baisser le potassium',
  'nsaid-bleeding-herbs':
    'les anti-inflammatoires et cette plante agissent tous deux sur les saignements; un usage occasionnel ne pose pas de problème, mais pour un usage quotidien, parlez-en à votre pharmacien',
  'sedative-additive-sleep-aids': 'il s’ajoute à l’effet sédatif de ce médicament',
  'retinoid-vitamin-a':
    'de la vitamine A en plus d’un rétinoïde peut causer une intoxication à la vitamine A',
  'maoi-stimulating-herbs':
    'avec un IMAO, les plantes stimulantes peuvent faire monter la tension artérielle ou causer de l’agitation',
  'hormonal-contraceptive-vitex':
    'le gattilier agit sur les mêmes hormones et peut rendre la contraception hormonale ou l’hormonothérapie moins efficace',
  'hormone-therapy-black-cohosh':
    'l’actée à grappes noires est déconseillée avec une hormonothérapie ou un traitement contre un cancer hormonodépendant sans l’avis de votre médecin',
  'hormones-saw-palmetto':
    'le palmier nain (saw palmetto) a de légers effets hormonaux; demandez conseil à votre pharmacien avant de le prendre avec des médicaments hormonaux',
  'acid-reducer-peppermint-oil':
    'les réducteurs d’acide peuvent dissoudre trop tôt l’enrobage de la capsule et causer des brûlures d’estomac; prenez-les à au moins 2\u00a0heures d’intervalle',
  'anticoagulant-cranberry':
    'l’extrait de canneberge modifierait l’effet de la warfarine selon certains rapports; informez la clinique qui suit votre RIN',
  'thyroid-biotin-tests':
    'la biotine à dose élevée peut fausser les tests sanguins de la thyroïde; cessez-la 2\u00a0jours avant un test et dites au laboratoire que vous en prenez',
  'digoxin-calcium':
    'les suppléments de calcium peuvent renforcer l’effet de la digoxine sur le rythme cardiaque; demandez conseil à votre prescripteur avant d’en ajouter un',
};
