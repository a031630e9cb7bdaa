/**
 * The shop's policies (Site → Policies), each a page of its own at `POLICY_PATHS` in every language:
 * shipping and delivery (its text under the delivery areas, fees and times of Site → Delivery),
 * returns and refunds (with the return window in days), cancellation, privacy and terms. The texts
 * are the owner's; the defaults suit a small oil maker delivering in Tamil Nadu and say truly what
 * this site keeps and for how long (ORDER_PERSONAL_DAYS, WAITLIST_DAYS). Free of the validation
 * library: the public pages use it.
 */
import type { Language } from './languages';
import { ORDER_PERSONAL_DAYS } from './orders';
import { WAITLIST_DAYS } from './constants';

export const POLICY_KEYS = ['shipping', 'returns', 'cancellation', 'privacy', 'terms'] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];

/** Each policy's page, in English (the other languages under their prefix). */
export const POLICY_PATHS: Record<PolicyKey, string> = {
  shipping: '/shipping',
  returns: '/returns',
  cancellation: '/cancellation',
  privacy: '/privacy',
  terms: '/terms',
};

/** The days a customer has to ask for a return, by default. */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;
export const MAX_RETURN_WINDOW_DAYS = 90;

export type PolicyTexts = Record<PolicyKey, { text: string }>;
export type PolicySettings = Omit<PolicyTexts, 'returns'> & { returns: { text: string; windowDays: number } };

const EN: Record<PolicyKey, string> = {
  shipping:
    'We press and pack each order ourselves and send it by our own delivery or a courier. We will message you on WhatsApp when your order leaves us.\n\nOils are packed in sealed bottles and tins, wrapped against leaks. If we cannot deliver to your pincode, we will tell you before you pay.',
  returns:
    'If a bottle or tin arrives damaged, leaking, or not what you ordered, message us with a photo within the return window and we will replace it or refund you in full, including the delivery fee.\n\nFor hygiene, we cannot take back food that has been opened, unless it is spoiled. Refunds go back to the way you paid (UPI or cash) within 7 days of our agreeing to them.',
  cancellation:
    'You can cancel an order free of charge until it is packed: message us on WhatsApp with your order number. If you have already paid, we refund you in full within 7 days.\n\nWe may cancel an order we cannot fill (for example, a size sold out) and refund anything you paid.',
  privacy: `When you order, we ask for your name, phone number, address, pincode and an optional note, only to deliver your order and to talk to you about it. We delete your name, phone, address and note *${ORDER_PERSONAL_DAYS} days* after the order; we keep the pincode and what was ordered, without your details, to know where our orders come from.\n\nIf you ask to be told when a size is back in stock, we keep your phone number until we tell you, you ask us to stop, or *${WAITLIST_DAYS} days* have passed.\n\nYour browser keeps your language choice and your order list on your own device; we use no advertising or tracking cookies and sell or share your details with no one. To see or delete your details sooner, message or call us (the consumer-care contact below): we delete them within 7 days.`,
  terms:
    'Prices on this site are in Indian rupees and include all taxes; the delivery fee is shown before you order. An order is accepted when we confirm it on WhatsApp.\n\nOur oils are cold-pressed in small batches; colour and aroma may vary a little from batch to batch. Store them as the label says. Any dispute is subject to the courts of Tamil Nadu.',
};

const TA: Record<PolicyKey, string> = {
  shipping:
    'ஒவ்வொரு ஆர்டரையும் நாங்களே ஆட்டி, பேக் செய்து, எங்கள் சொந்த டெலிவரி அல்லது கூரியர் மூலம் அனுப்புகிறோம். உங்கள் ஆர்டர் புறப்படும்போது வாட்ஸ்அப்பில் தெரிவிப்போம்.\n\nஎண்ணெய்கள் கசியாதபடி மூடிய பாட்டில்களிலும் டின்களிலும் பேக் செய்யப்படுகின்றன. உங்கள் பின்கோடுக்கு டெலிவரி செய்ய இயலாவிட்டால், பணம் செலுத்தும் முன்பே தெரிவிப்போம்.',
  returns:
    'பாட்டில் அல்லது டின் சேதமடைந்தோ, கசிந்தோ, நீங்கள் ஆர்டர் செய்ததல்லாததாகவோ வந்தால், திருப்பி அனுப்பும் கால அவகாசத்துக்குள் புகைப்படத்துடன் எங்களுக்குச் செய்தி அனுப்புங்கள்; மாற்றித் தருவோம் அல்லது டெலிவரி கட்டணம் உட்பட முழுத் தொகையையும் திருப்பித் தருவோம்.\n\nசுகாதாரம் கருதி, கெட்டுப்போனால் தவிர, திறக்கப்பட்ட உணவுப் பொருட்களைத் திரும்பப் பெற இயலாது. ஒப்புக்கொண்ட 7 நாட்களுக்குள், நீங்கள் பணம் செலுத்திய வழியிலேயே (UPI அல்லது ரொக்கம்) தொகை திருப்பித் தரப்படும்.',
  cancellation:
    'ஆர்டர் பேக் செய்யப்படும் வரை கட்டணமின்றி ரத்து செய்யலாம்: உங்கள் ஆர்டர் எண்ணுடன் வாட்ஸ்அப்பில் செய்தி அனுப்புங்கள். ஏற்கனவே பணம் செலுத்தியிருந்தால், 7 நாட்களுக்குள் முழுத் தொகையும் திருப்பித் தரப்படும்.\n\nநிறைவேற்ற இயலாத ஆர்டரை (உதாரணமாக, ஒரு அளவு தீர்ந்துவிட்டால்) நாங்கள் ரத்து செய்து, செலுத்திய தொகையைத் திருப்பித் தரலாம்.',
  privacy: `ஆர்டர் செய்யும்போது உங்கள் பெயர், தொலைபேசி எண், முகவரி, பின்கோடு மற்றும் விருப்பக் குறிப்பைக் கேட்கிறோம்; உங்கள் ஆர்டரை டெலிவரி செய்யவும் அதைப் பற்றி உங்களுடன் பேசவும் மட்டுமே. ஆர்டரிலிருந்து *${ORDER_PERSONAL_DAYS} நாட்களுக்குப்* பிறகு உங்கள் பெயர், தொலைபேசி, முகவரி, குறிப்பு ஆகியவற்றை நீக்குகிறோம்; எங்கள் ஆர்டர்கள் எங்கிருந்து வருகின்றன என்று அறிய, உங்கள் விவரங்கள் இல்லாமல் பின்கோடையும் ஆர்டர் செய்த பொருட்களையும் வைத்திருக்கிறோம்.\n\nஒரு அளவு மீண்டும் கிடைக்கும்போது தெரிவிக்கக் கேட்டால், நாங்கள் தெரிவிக்கும் வரை, நீங்கள் நிறுத்தச் சொல்லும் வரை, அல்லது *${WAITLIST_DAYS} நாட்கள்* வரை உங்கள் தொலைபேசி எண்ணை வைத்திருப்போம்.\n\nஉங்கள் மொழித் தேர்வும் ஆர்டர் பட்டியலும் உங்கள் சாதனத்திலேயே இருக்கும்; விளம்பர அல்லது கண்காணிப்பு குக்கீகளைப் பயன்படுத்துவதில்லை, உங்கள் விவரங்களை யாருக்கும் விற்பதோ பகிர்வதோ இல்லை. உங்கள் விவரங்களைப் பார்க்க அல்லது முன்பே நீக்க, எங்களுக்குச் செய்தி அனுப்புங்கள் அல்லது அழையுங்கள் (கீழே உள்ள வாடிக்கையாளர் சேவை): 7 நாட்களுக்குள் நீக்குவோம்.`,
  terms:
    'இந்தத் தளத்தின் விலைகள் இந்திய ரூபாயில், அனைத்து வரிகளும் உட்பட; டெலிவரி கட்டணம் ஆர்டர் செய்யும் முன் காட்டப்படும். வாட்ஸ்அப்பில் நாங்கள் உறுதிப்படுத்தும்போது ஆர்டர் ஏற்கப்படுகிறது.\n\nஎங்கள் எண்ணெய்கள் சிறு தொகுதிகளாக மரச்செக்கில் ஆட்டப்படுகின்றன; நிறமும் மணமும் தொகுதிக்குத் தொகுதி சற்று மாறலாம். லேபிளில் உள்ளபடி சேமியுங்கள். எந்தத் தகராறும் தமிழ்நாட்டு நீதிமன்றங்களின் அதிகாரத்துக்கு உட்பட்டது.',
};

/** The policies' texts, as the shop starts with them, in each language. */
export const DEFAULT_POLICY_TEXTS: Record<Language, PolicyTexts> = {
  en: { shipping: { text: EN.shipping }, returns: { text: EN.returns }, cancellation: { text: EN.cancellation }, privacy: { text: EN.privacy }, terms: { text: EN.terms } },
  ta: { shipping: { text: TA.shipping }, returns: { text: TA.returns }, cancellation: { text: TA.cancellation }, privacy: { text: TA.privacy }, terms: { text: TA.terms } },
};

export const DEFAULT_POLICY_SETTINGS: PolicySettings = {
  ...DEFAULT_POLICY_TEXTS.en,
  returns: { ...DEFAULT_POLICY_TEXTS.en.returns, windowDays: DEFAULT_RETURN_WINDOW_DAYS },
};
