import { HOUSEHOLD } from './search-synonym-seed-household.ts';
import { PANTRY } from './search-synonym-seed-pantry.ts';

// The synonyms a new shop starts with (migration 024): common Hindi and Hinglish grocery
// words, in the spellings shoppers type and in Devanagari, and the English words of the
// names they mean. One line per word: `word: meaning, meaning`. Meanings are matched as
// the start of a name's words ("tomato" finds "Tomatoes"); a meaning of two words needs
// both ("wheat flour"). The seller edits the list in the console ("Search words").
/** Dairy, vegetables and fruits. */
const FRESH = `
doodh: milk
dudh: milk
दूध: milk
dahi: curd, yogurt
dahee: curd, yogurt
दही: curd, yogurt
makhan: butter
makkhan: butter
मक्खन: butter
ghee: ghee, clarified butter
घी: ghee
paneer: paneer, cottage cheese
panir: paneer, cottage cheese
पनीर: paneer
malai: cream
मलाई: cream
chhach: buttermilk
chaas: buttermilk
chaach: buttermilk
lassi: lassi
khoya: khoa, mawa
mawa: khoa, mawa
anda: egg
ande: egg
अंडा: egg
cheese: cheese
tamatar: tomato
टमाटर: tomato
aloo: potato
alu: potato
आलू: potato
pyaz: onion
pyaaz: onion
piyaz: onion
kanda: onion
प्याज: onion
lehsun: garlic
lahsun: garlic
lasun: garlic
लहसुन: garlic
adrak: ginger
अदरक: ginger
gajar: carrot
गाजर: carrot
palak: spinach
पालक: spinach
methi: fenugreek
मेथी: fenugreek
dhaniya: coriander
dhania: coriander
धनिया: coriander
pudina: mint
पुदीना: mint
mirch: chilli
mirchi: chilli
hari mirch: green chilli
lal mirch: red chilli
मिर्च: chilli
shimla mirch: capsicum
baingan: brinjal, eggplant
baigan: brinjal, eggplant
बैंगन: brinjal
bhindi: okra, ladies finger
भिंडी: okra
gobhi: cauliflower, cabbage
gobi: cauliflower, cabbage
phool gobhi: cauliflower
patta gobhi: cabbage
band gobhi: cabbage
गोभी: cauliflower, cabbage
matar: peas
mutter: peas
मटर: peas
kheera: cucumber
khira: cucumber
खीरा: cucumber
lauki: bottle gourd
ghiya: bottle gourd
louki: bottle gourd
karela: bitter gourd
करेला: bitter gourd
tori: ridge gourd
turai: ridge gourd
kaddu: pumpkin
कद्दू: pumpkin
shakarkand: sweet potato
mooli: radish
मूली: radish
chukandar: beetroot
beet: beetroot
arbi: colocasia, taro
jimikand: yam
suran: yam
sem: beans
beans: beans
phali: beans
sarson: mustard
sarson ka saag: mustard greens
saag: greens
bathua: bathua
nimbu: lemon, lime
neembu: lemon, lime
नींबू: lemon, lime
kachcha aam: raw mango
kathal: jackfruit
mashroom: mushroom
khumbi: mushroom
makai: corn
makka: corn
bhutta: corn
sabzi: vegetable
sabji: vegetable
सब्ज़ी: vegetable
kela: banana
kele: banana
केला: banana
seb: apple
saib: apple
सेब: apple
aam: mango
आम: mango
santra: orange
santara: orange
narangi: orange
संतरा: orange
mausambi: sweet lime, mosambi
mosambi: sweet lime, mosambi
angoor: grapes
angur: grapes
अंगूर: grapes
anaar: pomegranate
anar: pomegranate
अनार: pomegranate
papita: papaya
पपीता: papaya
tarbooz: watermelon
tarbuj: watermelon
kharbuja: muskmelon
kharbooja: muskmelon
amrood: guava
amrud: guava
अमरूद: guava
nariyal: coconut
nariyel: coconut
नारियल: coconut
nashpati: pear
cheeku: chikoo, sapota
chiku: chikoo, sapota
anannas: pineapple
ananas: pineapple
jamun: jamun
lichi: litchi
leechi: litchi
strawberry: strawberry
phal: fruit
fal: fruit
फल: fruit
`;

export type SeedSynonym = { word: string; meaning: string };

/** As the seller's edits are stored (contract/search.ts): NFKC, lower-cased. */
const normal = (text: string) => text.trim().normalize('NFKC').toLowerCase();

/** The rows; a word that means itself ("oats: oats") is left out: it finds itself anyway. */
export function seedSynonyms(): SeedSynonym[] {
  return `${FRESH}\n${PANTRY}\n${HOUSEHOLD}`
    .trim()
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      const [word = '', meanings = ''] = line.split(':');
      return meanings
        .split(',')
        .map((meaning) => ({ word: normal(word), meaning: normal(meaning) }))
        .filter((row) => row.word && row.meaning && row.word !== row.meaning);
    });
}
