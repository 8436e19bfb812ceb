import { frenchTypography } from './french-typography';

/**
 * The French of every message the API answers in `{ error: { message } }` (and of the few
 * success messages sent beside them), keyed by the English text the spec fixes. English stays
 * the source: a route or a contract keeps writing the spec's words, and the answer is translated
 * on its way out when the request prefers French (plugins/app/error-language.ts).
 * test/error-messages-fr.test.ts fails when a message the API can send has no French here.
 */
const FRENCH: Record<string, string> = {
  // Spec §8 and the error handler
  'Page not found': 'Page introuvable',
  'An error occurred': 'Une erreur est survenue',
  'An error has occured.': 'Une erreur est survenue.',
  'Invalid request.': 'Requête non valide.',
  'The address is not valid.': "L'adresse n'est pas valide.",
  'A value in the request cannot be stored.': 'Une valeur de la requête ne peut pas être enregistrée.',
  'The database is not answering.': 'La base de données ne répond pas.',
  // Sign-in, sessions
  'Please log in to continue.': 'Veuillez vous connecter pour continuer.',
  'Your session is not valid. Please log in again.':
    "Votre session n'est pas valide. Veuillez vous connecter de nouveau.",
  'Your session has expired. Please log in again.':
    'Votre session a expiré. Veuillez vous connecter de nouveau.',
  'The email or password you entered is incorrect.': 'Le courriel ou le mot de passe saisi est incorrect.',
  'Too many attempts. Please wait a few minutes and try again.':
    'Trop de tentatives. Veuillez patienter quelques minutes, puis réessayer.',
  'Access denied.': 'Accès refusé.',
  'This request did not come from the Maplepack site and was refused. Please reload the page and try again.':
    'Cette requête ne provient pas du site de Maplepack et a été refusée. Veuillez recharger la page et réessayer.',
  'You have been logged out.': 'Vous êtes maintenant déconnecté.',
  'Please enter your password.': 'Veuillez entrer votre mot de passe.',
  'Please enter your current password.': 'Veuillez entrer votre mot de passe actuel.',
  // Privacy requests (issue 18)
  'You have downloaded your data several times today. Please try again tomorrow.':
    "Vous avez téléchargé vos données plusieurs fois aujourd'hui. Veuillez réessayer demain.",
  'You still have a subscription that renews. Please cancel it on your subscription page first, then ask again.':
    "Vous avez encore un abonnement qui se renouvelle. Veuillez d'abord l'annuler depuis la page de votre abonnement, puis refaire la demande.",
  'You have already asked us to delete your account.':
    'Vous nous avez déjà demandé de supprimer votre compte.',
  'There is no pending deletion request to withdraw.':
    "Il n'y a aucune demande de suppression en attente à retirer.",
  'We have received your request to delete your account.':
    'Nous avons reçu votre demande de suppression de votre compte.',
  'Your deletion request has been withdrawn.': 'Votre demande de suppression a été retirée.',
  'No deletion request of this customer.': 'Aucune demande de suppression de ce client.',
  'The customer withdrew this request.': 'Le client a retiré cette demande.',
  // Passwords
  'Your password must be at least 10 characters long.':
    'Votre mot de passe doit compter au moins 10 caractères.',
  'Your password must be at most 256 characters long.':
    'Votre mot de passe doit compter au plus 256 caractères.',
  'Your password cannot be only spaces.': 'Votre mot de passe ne peut pas contenir que des espaces.',
  'Your password must not be your email address.':
    'Votre mot de passe ne doit pas être votre adresse courriel.',
  'This password is too common and easy to guess. Please choose another one.':
    'Ce mot de passe est trop courant et facile à deviner. Veuillez en choisir un autre.',
  'Your new password must be different from your current one.':
    'Votre nouveau mot de passe doit être différent de votre mot de passe actuel.',
  'Your password has been changed. Your other devices have been signed out.':
    'Votre mot de passe a été modifié. Vos autres appareils ont été déconnectés.',
  // Customers, addresses
  'Please enter a valid name: letters, spaces and hyphens only.':
    'Veuillez entrer un nom valide : lettres, espaces et traits d’union seulement.',
  'An account is already registered with this email address. Please log in.':
    'Un compte existe déjà avec cette adresse courriel. Veuillez vous connecter.',
  'Customer not found.': 'Client introuvable.',
  'We ship within Canada only.': 'Nous livrons au Canada seulement.',
  'Nothing to update.': 'Rien à modifier.',
  'An account holds at most 50 meta_data keys.': 'Un compte contient au plus 50 clés meta_data.',
  'Please enter a valid email.': 'Veuillez entrer un courriel valide.',
  'Please enter a valid phone number.': 'Veuillez entrer un numéro de téléphone valide.',
  'Please enter a valid Canadian postal code.': 'Veuillez entrer un code postal canadien valide.',
  'Please choose a province.': 'Veuillez choisir une province.',
  'Please enter your city.': 'Veuillez entrer votre ville.',
  'Please enter your street address.': 'Veuillez entrer votre adresse municipale.',
  "Please choose a language: 'en' or 'fr'.": "Veuillez choisir une langue : 'en' ou 'fr'.",
  'This postal code is not in the province you chose.': "Ce code postal n'est pas dans la province choisie.",
  'We cannot ship to this postal code.': 'Nous ne pouvons pas livrer à ce code postal.',
  'Your subscription could not be priced for this address, so nothing was saved. Please contact us.':
    "Le prix de votre abonnement n'a pas pu être calculé pour cette adresse; rien n'a été enregistré. Veuillez nous joindre.",
  // E-mail change and password reset
  'Please enter your current password to change your email address.':
    'Veuillez entrer votre mot de passe actuel pour changer votre adresse courriel.',
  'The password you entered is incorrect.': 'Le mot de passe saisi est incorrect.',
  'Your email address has been restored and your new password is set. Every device has been signed out: please log in again.':
    'Votre adresse courriel a été rétablie et votre nouveau mot de passe est enregistré. Tous les appareils ont été déconnectés : veuillez vous connecter de nouveau.',
  'This link is not valid. Please contact us if someone changed your email address.':
    "Ce lien n'est pas valide. Veuillez nous joindre si quelqu'un a changé votre adresse courriel.",
  'This link has expired. Please contact us if someone changed your email address.':
    "Ce lien a expiré. Veuillez nous joindre si quelqu'un a changé votre adresse courriel.",
  'This link has already been used.': 'Ce lien a déjà été utilisé.',
  'If an account exists for this email address, we have sent you a link to reset your password.':
    'Si un compte existe pour cette adresse courriel, nous vous avons envoyé un lien pour réinitialiser votre mot de passe.',
  'Your password has been reset. You can now log in with your new password.':
    'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
  'This password reset link is not valid. Please request a new one.':
    "Ce lien de réinitialisation n'est pas valide. Veuillez en demander un nouveau.",
  'This password reset link has expired. Please request a new one.':
    'Ce lien de réinitialisation a expiré. Veuillez en demander un nouveau.',
  'This password reset link has already been used. Please request a new one.':
    'Ce lien de réinitialisation a déjà été utilisé. Veuillez en demander un nouveau.',
  // Mailing list, survey, help
  'Please confirm your subscription with the link we just e-mailed you.':
    'Veuillez confirmer votre abonnement avec le lien que nous venons de vous envoyer par courriel.',
  'This link is not valid. Please check that you copied all of it.':
    "Ce lien n'est pas valide. Vérifiez que vous l'avez copié au complet.",
  'This link has expired. Please subscribe again.': 'Ce lien a expiré. Veuillez vous abonner de nouveau.',
  'This subscription is already confirmed.': 'Cet abonnement est déjà confirmé.',
  'The mailing list cannot accept this address.': "La liste d'envoi ne peut pas accepter cette adresse.",
  'The mailing list is not available right now. Please try again later.':
    "La liste d'envoi n'est pas disponible pour le moment. Veuillez réessayer plus tard.",
  'Please use letters, digits and punctuation only.':
    'Veuillez utiliser seulement des lettres, des chiffres et de la ponctuation.',
  'Consent is required to join the mailing list.':
    "Votre consentement est requis pour vous inscrire à la liste d'envoi.",
  'This tag may not be sent to the mailing list.':
    "Cette étiquette ne peut pas être envoyée à la liste d'envoi.",
  'Yes, send me Maplepack news and offers by e-mail. I can unsubscribe at any time from any e-mail or my account.':
    'Oui, envoyez-moi les nouvelles et les offres de Maplepack par courriel. Je peux me désabonner en tout temps à partir de n’importe quel courriel ou de mon compte.',
  'value must be a JSON object of answers keyed by question ref.':
    'value doit être un objet JSON de réponses indexées par la référence de la question.',
  'Only survey version 1.5 is accepted.': 'Seule la version 1.5 du questionnaire est acceptée.',
  'Survey not found.': 'Questionnaire introuvable.',
  'This survey id is already in use.': 'Cet identifiant de questionnaire est déjà utilisé.',
  'Name is required': 'Nom requis',
  'Please write your question': 'Veuillez écrire votre question',
  'Please keep your message under 4,000 characters': 'Votre message doit compter moins de 4 000 caractères',
  'must be a path on the shop, like /products': 'doit être un chemin de la boutique, comme /products',
  'Thank you, your message is on its way. We answer within one business day.':
    'Merci, votre message est en route. Nous répondons en un jour ouvrable.',
  'We could not send your message just now. Please try again in a few minutes, or write to hello@maplepack.ca.':
    "Nous n'avons pas pu envoyer votre message. Veuillez réessayer dans quelques minutes ou écrire à hello@maplepack.ca.",
  // Payments and cards
  'No saved card was found. Please add a card.': 'Aucune carte enregistrée. Veuillez ajouter une carte.',
  'Your card was declined. Please check its details or use another card.':
    'Votre carte a été refusée. Veuillez vérifier ses renseignements ou utiliser une autre carte.',
  'Too many card attempts. Please wait a while before trying again.':
    'Trop de tentatives de paiement. Veuillez patienter un moment avant de réessayer.',
  'Please enter your card details again.': 'Veuillez entrer de nouveau les renseignements de votre carte.',
  'Your card is not confirmed yet. Please enter it again.':
    "Votre carte n'est pas encore confirmée. Veuillez l'entrer de nouveau.",
  'This card setup belongs to another account.': 'Cet enregistrement de carte appartient à un autre compte.',
  'Your card is updated. Renewals are charged to it from now on.':
    'Votre carte est mise à jour. Les renouvellements y seront portés dorénavant.',
  'This card belongs to another customer.': 'Cette carte appartient à un autre client.',
  'Test authentication exists in test mode only.': "L'authentification de test n'existe qu'en mode test.",
  'This payment was already decided.': 'Ce paiement a déjà été traité.',
  'This payment was not found.': 'Paiement introuvable.',
  'No card is saved for this plan.': "Aucune carte n'est enregistrée pour cet abonnement.",
  'No recent order was found.': 'Aucune commande récente trouvée.',
  'The saved card was not found. Please update your card.':
    'La carte enregistrée est introuvable. Veuillez mettre votre carte à jour.',
  'The refund is more than what is left of this payment.':
    'Le remboursement dépasse ce qui reste de ce paiement.',
  'The refund was refused.': 'Le remboursement a été refusé.',
  'A refund was made to your card for this order.':
    'Un remboursement a été fait sur votre carte pour cette commande.',
  'Stripe webhooks are not configured.': 'Les webhooks Stripe ne sont pas configurés.',
  'The Stripe-Signature header is missing.': "L'en-tête Stripe-Signature est absent.",
  'The webhook signature is not valid.': "La signature du webhook n'est pas valide.",
  'Webhooks are not used in test mode.': 'Les webhooks ne sont pas utilisés en mode test.',
  'Please enter a valid card number.': 'Veuillez entrer un numéro de carte valide.',
  'Test mode takes only test cards: use 4242 4242 4242 4242 (accepted), 4000 0000 0000 0002 (declined) or 4000 0025 0000 3155 (asks for authentication).':
    "Le mode test n'accepte que les cartes de test : 4242 4242 4242 4242 (acceptée), 4000 0000 0000 0002 (refusée) ou 4000 0025 0000 3155 (demande une authentification).",
  'Please enter the expiry date as MM/YY.': "Veuillez entrer la date d'expiration sous la forme MM/AA.",
  'This card has expired.': 'Cette carte est expirée.',
  'Please enter the 3 or 4 digit security code.': 'Veuillez entrer le code de sécurité à 3 ou 4 chiffres.',
  'Please enter the name on the card.': 'Veuillez entrer le nom inscrit sur la carte.',
  'Your card was declined.': 'Votre carte a été refusée.',
  'Your card has insufficient funds.': 'Les fonds de votre carte sont insuffisants.',
  'Your card has expired.': 'Votre carte est expirée.',
  "Your card's security code is incorrect.": 'Le code de sécurité de votre carte est incorrect.',
  'An error occurred while processing your card. Try again in a little bit.':
    'Une erreur est survenue pendant le traitement de votre carte. Réessayez dans un instant.',
  'Your bank did not confirm this payment. Please try again or use another card.':
    "Votre banque n'a pas confirmé ce paiement. Veuillez réessayer ou utiliser une autre carte.",
  'We could not confirm your order: the connection to our shop failed. Please try again; your order will be placed only once.':
    "Nous n'avons pas pu confirmer votre commande : la connexion à notre boutique a échoué. Veuillez réessayer; votre commande ne sera passée qu'une fois.",
  // Orders, checkout, coupons
  'This order can no longer be changed: orders can be changed for 5 days after payment.':
    'Cette commande ne peut plus être modifiée : une commande peut être modifiée pendant 5 jours après le paiement.',
  'Order not found.': 'Commande introuvable.',
  'An order needs at least one product.': 'Une commande doit contenir au moins un produit.',
  'One of the products is not available.': "L'un des produits n'est pas offert.",
  'A card is required for this order.': 'Une carte est requise pour cette commande.',
  'This Idempotency-Key was already used for a different order.':
    'Cette Idempotency-Key a déjà servi pour une autre commande.',
  'This order is still being processed. Please try again in a moment.':
    'Cette commande est encore en traitement. Veuillez réessayer dans un instant.',
  'An order needs at least one product that is not free.':
    'Une commande doit contenir au moins un produit qui n’est pas gratuit.',
  'This coupon has reached its usage limit.': "Ce coupon a atteint sa limite d'utilisation.",
  'You have already used this coupon.': 'Vous avez déjà utilisé ce coupon.',
  'We could not refund the difference, so your order was not changed. Please try again later.':
    "Nous n'avons pas pu rembourser la différence; votre commande n'a donc pas été modifiée. Veuillez réessayer plus tard.",
  'This order is being changed. Please try again in a moment.':
    'Cette commande est en cours de modification. Veuillez réessayer dans un instant.',
  'The quantity must be the morning plus the evening dose.':
    'La quantité doit être la dose du matin plus celle du soir.',
  'Idempotency-Key must be 8 to 200 characters.': "L'Idempotency-Key doit compter de 8 à 200 caractères.",
  'Idempotency-Key must be printable ASCII.': "L'Idempotency-Key doit être en ASCII imprimable.",
  'Expected a real date as YYYY-MM-DD.': 'Une date réelle est attendue, sous la forme AAAA-MM-JJ.',
  'The total has changed since you last saw it. Please check the new total and confirm again.':
    'Le total a changé depuis votre dernière visite. Veuillez vérifier le nouveau total et confirmer de nouveau.',
  'An account already uses this email. Please sign in to continue; your cart is kept.':
    'Un compte utilise déjà ce courriel. Veuillez vous connecter pour continuer; votre panier est conservé.',
  'Please accept the terms and conditions to continue.':
    'Veuillez accepter les conditions générales pour continuer.',
  'Your order is still being processed. Please wait a moment.':
    'Votre commande est encore en traitement. Veuillez patienter un instant.',
  'Your cart is empty.': 'Votre panier est vide.',
  'Coupon is invalid.': "Le coupon n'est pas valide.",
  'Coupon has already been applied.': 'Le coupon a déjà été appliqué.',
  'Coupon applied': 'Coupon appliqué',
  'This coupon has expired.': 'Ce coupon est expiré.',
  'This email has already been used for the trial program.':
    "Ce courriel a déjà été utilisé pour le programme d'essai.",
  'The trial program is for first orders only, and this email has already ordered.':
    "Le programme d'essai est réservé aux premières commandes, et ce courriel a déjà servi à commander.",
  // Subscriptions
  'Subscription not found.': 'Abonnement introuvable.',
  'Invalid subscription. Please contact administrator.':
    "Abonnement non valide. Veuillez joindre l'administrateur.",
  'This plan cannot be saved:': 'Cet abonnement ne peut pas être enregistré :',
  'This subscription was changed by someone else. Please reload it and try again.':
    "Cet abonnement a été modifié par quelqu'un d'autre. Veuillez le recharger et réessayer.",
  'The order of this subscription was not found.': 'La commande de cet abonnement est introuvable.',
  'This plan cannot be changed online. Please contact us and we will help.':
    'Cet abonnement ne peut pas être modifié en ligne. Joignez-nous : nous vous aiderons.',
  'Please update your card with the card form.':
    'Veuillez mettre votre carte à jour avec le formulaire de carte.',
  'A plan can be paused for 1, 2 or 3 months.': 'Un abonnement peut être suspendu pour 1, 2 ou 3 mois.',
  // The back office (issue 18).
  'Expected a date as YYYY-MM-DD.': 'Date attendue au format AAAA-MM-JJ.',
  'Please sign in to the back office.': 'Veuillez vous connecter à l’administration.',
  'Your role does not allow this.': 'Votre rôle ne permet pas cette action.',
  'The email or password is incorrect.': 'Le courriel ou le mot de passe est incorrect.',
  'That code is not right. Enter the current code from your app, or one of your recovery codes.':
    'Ce code n’est pas le bon. Entrez le code actuel de votre application, ou l’un de vos codes de récupération.',
  'This sign-in took too long. Please sign in again.':
    'Cette connexion a pris trop de temps. Veuillez vous connecter de nouveau.',
  'This request did not come from the Maplepack back office and was refused.':
    'Cette requête ne provient pas de l’administration de Maplepack et a été refusée.',
  'You have been signed out.': 'Vous êtes déconnecté.',
  'Please enter the code.': 'Veuillez entrer le code.',
  'This order has nothing left to refund.': 'Il ne reste rien à rembourser sur cette commande.',
  'The payment provider did not make the refund. Nothing was refunded; please try again later.':
    'Le fournisseur de paiement n’a pas fait le remboursement. Rien n’a été remboursé; veuillez réessayer plus tard.',
  'Only a paid order that is not refunded or cancelled can be marked shipped.':
    'Seule une commande payée, ni remboursée ni annulée, peut être marquée comme expédiée.',
  'This Idempotency-Key was already used for a different refund.':
    'Cette clé Idempotency-Key a déjà servi pour un autre remboursement.',
  'This refund is still being processed. Please try again in a moment.':
    'Ce remboursement est encore en traitement. Veuillez réessayer dans un instant.',
  'The order confirmation was sent again.': 'La confirmation de commande a été envoyée de nouveau.',
  'This order has no confirmation or receipt e-mail to send again.':
    'Cette commande n’a pas de confirmation ni de reçu à envoyer de nouveau.',
  'Please enter the carrier.': 'Veuillez entrer le transporteur.',
  'Please enter the tracking number.': 'Veuillez entrer le numéro de suivi.',
  'A tracking number has only letters, digits, spaces and dashes.':
    'Un numéro de suivi ne contient que des lettres, des chiffres, des espaces et des tirets.',
  'The refund must be at least $0.01.': 'Le remboursement doit être d’au moins 0,01 $.',
  'Please give the reason for the refund.': 'Veuillez indiquer la raison du remboursement.',
  'A refund needs an Idempotency-Key header of 8 to 200 printable characters.':
    'Un remboursement exige un en-tête Idempotency-Key de 8 à 200 caractères imprimables.',
  // The back office: subscriptions, customers, catalogue, coupons, the pharmacist's pages, staff (issue 18).
  'A category is chosen more than once.': 'Une catégorie est choisie plus d’une fois.',
  'A limit is at least 1.': 'Une limite est d’au moins 1.',
  'A nutrient amount per pill is at most 1,000,000.':
    'La quantité d’un nutriment par comprimé est d’au plus 1 000 000.',
  'A password-reset e-mail was sent to the customer.':
    'Un courriel de réinitialisation du mot de passe a été envoyé au client.',
  'A price is at most $1,000.00.': 'Un prix est d’au plus 1 000,00 $.',
  'An NPN has 8 digits.': 'Un NPN compte 8 chiffres.',
  'An e-mail rule is an address or *@domain (e.g. *@example.ca).':
    'Une règle de courriel est une adresse ou *@domaine (p. ex. *@example.ca).',
  'Another coupon already has this code.': 'Un autre coupon a déjà ce code.',
  'At most 20 pills.': 'Au plus 20 comprimés.',
  'Choose at least one category.': 'Choisissez au moins une catégorie.',
  'Choose categories from the shop’s nine categories.':
    'Choisissez les catégories parmi les neuf catégories de la boutique.',
  'Coupon not found.': 'Coupon introuvable.',
  'Expected the rules fingerprint shown on the page.':
    'L’empreinte des règles affichée sur la page est attendue.',
  'Give a role or disabled.': 'Indiquez un rôle ou disabled.',
  'No assessment with this id.': 'Aucune évaluation ne porte cet identifiant.',
  'No deletion request with this id.': 'Aucune demande de suppression ne porte cet identifiant.',
  'Please enter the 6-digit code from your app.':
    'Veuillez entrer le code à 6 chiffres de votre application.',
  'Please enter the English name.': 'Veuillez entrer le nom anglais.',
  'Please enter the amount.': 'Veuillez entrer le montant.',
  'Please give the reason (at least 3 characters).': 'Veuillez indiquer la raison (au moins 3 caractères).',
  'Please say why you need to read these answers.':
    'Veuillez indiquer pourquoi vous devez lire ces réponses.',
  'Product not found.': 'Produit introuvable.',
  'Staff member not found.': 'Membre du personnel introuvable.',
  'That code is not right. Enter the current 6-digit code from your app.':
    'Ce code n’est pas le bon. Entrez le code actuel à 6 chiffres de votre application.',
  'The payment provider could not be reached. Nothing was charged; please try again later.':
    'Le fournisseur de paiement est injoignable. Rien n’a été débité; veuillez réessayer plus tard.',
  'The product was saved.': 'Le produit a été enregistré.',
  'The safety rules changed since this page was loaded. Reload it and review them again.':
    'Les règles de sécurité ont changé depuis le chargement de cette page. Rechargez-la et révisez-les de nouveau.',
  'This coupon cannot be saved:': 'Ce coupon ne peut pas être enregistré :',
  'This plan has no failed renewal payment to retry.':
    'Cet abonnement n’a aucun paiement de renouvellement échoué à reprendre.',
  'This product cannot be saved:': 'Ce produit ne peut pas être enregistré :',
  'You are the last enabled owner: make another staff member an owner first, or the shop would have nobody to manage staff.':
    'Vous êtes le dernier propriétaire actif : faites d’abord d’un autre membre du personnel un propriétaire, sinon personne ne pourrait gérer le personnel.',
  'Your current password is incorrect.': 'Votre mot de passe actuel est incorrect.',
  'Your password was changed.': 'Votre mot de passe a été changé.',
  // Content pages in the back office (issue 18).
  'Page not found.': 'Page introuvable.',
  'The page was saved.': 'La page a été enregistrée.',
  'The version was restored.': 'La version a été rétablie.',
  'Version not found.': 'Version introuvable.',
  // Tax rules and shipping settings with effective dates in the back office (issue 18).
  'Tax rule not found.': 'Règle de taxe introuvable.',
  'This tax rule cannot be saved:': 'Cette règle de taxe ne peut pas être enregistrée :',
  'Shipping setting not found.': 'Réglage de livraison introuvable.',
  'This shipping change cannot be saved:': 'Ce changement de livraison ne peut pas être enregistré :',
  'Choose a province or territory.': 'Choisissez une province ou un territoire.',
  'Please name the tax (e.g. HST, GST, QST).': 'Veuillez nommer la taxe (p. ex. TVH, TPS, TVQ).',
  'It cannot start before today: prices already computed must not change.':
    'Elle ne peut pas commencer avant aujourd’hui : les prix déjà calculés ne doivent pas changer.',
  'It cannot end before it starts.': 'Elle ne peut pas se terminer avant de commencer.',
  'It cannot end before yesterday: prices already computed must not change.':
    'Elle ne peut pas se terminer avant hier : les prix déjà calculés ne doivent pas changer.',
  'It has already ended: its days are past and cannot change.':
    'Elle est déjà terminée : ses jours sont passés et ne peuvent pas changer.',
  'It is already in force: it can only be ended, never changed retroactively.':
    'Elle est déjà en vigueur : on peut seulement y mettre fin, jamais la changer rétroactivement.',
  'There is no such version.': 'Cette version n’existe pas.',
  'This shop taxes Canadian addresses only (country CA).':
    'Cette boutique taxe seulement les adresses canadiennes (pays CA).',
  'The priority must be a whole number from 1 to 9.': 'La priorité doit être un nombre entier de 1 à 9.',
  'The amount must be between $0.00 and $1,000.00.': 'Le montant doit être entre 0,00 $ et 1 000,00 $.',
  'Canada Post always needs a cost: schedule the new cost from the day after instead.':
    'Postes Canada a toujours besoin d’un coût : prévoyez plutôt le nouveau coût à partir du lendemain.',
};

/** Messages built around a value (a product name, a coupon code, an amount). */
const PATTERNS: readonly [RegExp, (...parts: string[]) => string][] = [
  [
    /^(.+) is no longer available and was removed from your order\.$/,
    (name) => `${name} n’est plus offert et a été retiré de votre commande.`,
  ],
  [
    /^The coupon (.+?) no longer applies: (.+)$/,
    (code, why) => `Le coupon ${code} ne s’applique plus : ${translateFrench(why) ?? why}`,
  ],
  [
    /^This coupon needs an order of at least (.+) before taxes and shipping\.$/,
    (amount) => `Ce coupon exige une commande d’au moins ${amount} avant taxes et livraison.`,
  ],
  [
    /^The refund is more than what is left to refund on this order \(\$(.+)\)\.$/,
    (amount) => `Le remboursement dépasse ce qu’il reste à rembourser sur cette commande (${amount} $).`,
  ],
  [
    /^Your role can refund at most \$(.+) at once\. Ask the owner for a larger refund\.$/,
    (limit) =>
      `Votre rôle peut rembourser au plus ${limit} $ à la fois. Demandez au propriétaire pour un remboursement plus grand.`,
  ],
  [
    /^This (tax rule|shipping change) cannot be saved: (.+)$/,
    (what, why) =>
      `${what === 'tax rule' ? 'Cette règle de taxe ne peut pas être enregistrée' : 'Ce changement de livraison ne peut pas être enregistré'} : ${translateFrench(why) ?? why}`,
  ],
  [
    /^It would overlap the version in force from (\S+?)(?: to (\S+))?: end or change that one first\.$/,
    (from, to) =>
      `Elle chevaucherait la version en vigueur du ${from}${to === undefined ? '' : ` au ${to}`} : terminez ou changez d’abord celle-là.`,
  ],
  [/^The rate must be between 0% and (\d+)%\.$/, (max) => `Le taux doit être entre 0 % et ${max} %.`],
  [
    /^This coupon is for orders of up to (.+)\.$/,
    (amount) => `Ce coupon s’applique aux commandes d’au plus ${amount}.`,
  ],
];

/** The French of an English API message, or undefined when the table has none. */
export function translateFrench(message: string): string | undefined {
  const exact = FRENCH[message];
  if (exact !== undefined) return frenchTypography(exact);
  for (const [pattern, french] of PATTERNS) {
    const match = pattern.exec(message);
    if (match !== null) return frenchTypography(french(...match.slice(1)));
  }
  // "field: Message." — a contract message about one field, with the field named in front.
  const field = /^([A-Za-z_][\w.[\]]*): (.+)$/.exec(message);
  if (field?.[1] !== undefined && field[2] !== undefined) {
    const rest = translateFrench(field[2]);
    if (rest !== undefined) return `${field[1]}\u00a0: ${rest}`;
  }
  return undefined;
}

/** The English messages the table translates (the test walks them). */
export const TRANSLATED_MESSAGES: readonly string[] = Object.keys(FRENCH);
