// The seed's pantry words (grains, pulses, spices, oils, snacks, drinks): see
// search-synonym-seed.ts.
export const PANTRY = `
atta: atta, wheat flour
aata: atta, wheat flour
आटा: atta, wheat flour
gehun: wheat
gehu: wheat
गेहूं: wheat
maida: maida, refined flour
मैदा: maida
besan: besan, gram flour
बेसन: besan
suji: sooji, semolina, rava
sooji: sooji, semolina, rava
rava: rava, semolina
rawa: rava, semolina
सूजी: semolina
chawal: rice
chaawal: rice
चावल: rice
basmati: basmati
poha: poha, flattened rice
chiwda: poha, flattened rice
murmura: puffed rice
daliya: dalia, broken wheat
dalia: dalia, broken wheat
jau: barley
bajra: bajra, pearl millet
jowar: jowar, sorghum
ragi: ragi, finger millet
nachni: ragi, finger millet
makki ka atta: maize flour, corn flour
sabudana: sabudana, sago
sabu dana: sabudana, sago
oats: oats
dal: dal, lentil
daal: dal, lentil
दाल: dal, lentil
toor: toor, arhar, pigeon pea
tuvar: toor, arhar, pigeon pea
arhar: toor, arhar, pigeon pea
moong: moong, green gram
mung: moong, green gram
मूंग: moong
masoor: masoor, red lentil
masur: masoor, red lentil
मसूर: masoor
urad: urad, black gram
urad dal: urad, black gram
उड़द: urad
chana: chana, chickpea, gram
channa: chana, chickpea, gram
चना: chana, chickpea
kabuli chana: chickpea, kabuli chana
chole: chickpea, chole
rajma: rajma, kidney beans
राजमा: rajma, kidney beans
lobia: lobia, black eyed beans
chawli: lobia, black eyed beans
matki: moth beans
kala chana: black chickpea, kala chana
namak: salt
नमक: salt
kala namak: black salt
sendha namak: rock salt
cheeni: sugar
chini: sugar
shakkar: sugar
चीनी: sugar
gud: jaggery
gur: jaggery
गुड़: jaggery
mishri: sugar candy
shahad: honey
shehad: honey
शहद: honey
haldi: turmeric
हल्दी: turmeric
jeera: cumin
zeera: cumin
जीरा: cumin
rai: mustard seeds
sarso: mustard
kali mirch: black pepper, pepper
elaichi: cardamom
ilaichi: cardamom
इलायची: cardamom
laung: clove
लौंग: clove
dalchini: cinnamon
दालचीनी: cinnamon
tej patta: bay leaf
jaiphal: nutmeg
javitri: mace
saunf: fennel
sonf: fennel
सौंफ: fennel
ajwain: ajwain, carom
hing: asafoetida, hing
heeng: asafoetida, hing
हींग: asafoetida
kalonji: nigella, kalonji
til: sesame
तिल: sesame
khus khus: poppy seeds
khaskhas: poppy seeds
amchur: amchur, mango powder
kesar: saffron
केसर: saffron
masala: masala
garam masala: garam masala
chai masala: tea masala
imli: tamarind
इमली: tamarind
kokum: kokum
kasuri methi: kasuri methi, dried fenugreek
lal mirch powder: chilli powder
dhaniya powder: coriander powder
sirka: vinegar
tel: oil
तेल: oil
sarson ka tel: mustard oil
sarso tel: mustard oil
nariyal tel: coconut oil
moongphali tel: groundnut oil
mungfali: peanut, groundnut
moongphali: peanut, groundnut
मूंगफली: peanut
vanaspati: vanaspati, dalda
dalda: vanaspati, dalda
refined: refined oil
badam: almond
बादाम: almond
kaju: cashew
काजू: cashew
kishmish: raisin
किशमिश: raisin
akhrot: walnut
अखरोट: walnut
pista: pistachio
पिस्ता: pistachio
khajur: dates
khajoor: dates
खजूर: dates
anjeer: fig
anjir: fig
chironji: chironji
makhana: makhana, fox nut
मखाना: makhana
meva: dry fruits
mewa: dry fruits
chai: tea
chay: tea
चाय: tea
chai patti: tea
patti: tea
coffee: coffee
kofi: coffee
कॉफ़ी: coffee
pani: water
paani: water
पानी: water
sharbat: sharbat, syrup
ras: juice
juice: juice
jus: juice
nimbu pani: lemonade, lime
soda: soda
thanda: cold drink, soft drink
cold drink: cold drink, soft drink
double roti: bread
dabal roti: bread
bread: bread
pav: pav, bun
paav: pav, bun
पाव: pav
roti: roti, bread
chapati: chapati, roti
paratha: paratha
naan: naan
biskut: biscuit, cookies
biscut: biscuit, cookies
biskit: biscuit, cookies
बिस्कुट: biscuit, cookies
toast: rusk, toast
rusk: rusk, toast
khari: khari, puff
namkeen: namkeen
नमकीन: namkeen
bhujia: bhujia
mixture: mixture, namkeen
chips: chips
papad: papad
पापड़: papad
achaar: pickle
achar: pickle
अचार: pickle
chutney: chutney
murabba: murabba
jam: jam
sauce: sauce, ketchup
ketchup: ketchup
maggi: noodles
noodle: noodles
mithai: sweets
मिठाई: sweets
laddoo: laddu
ladoo: laddu
barfi: barfi
rasgulla: rasgulla
gulab jamun: gulab jamun
chocolate: chocolate
toffee: toffee, candy
idli: idli
dosa: dosa
batter: batter
upma: upma
pulao: pulao
khichdi: khichdi
sevai: vermicelli
seviyan: vermicelli
sewai: vermicelli
sevaiyan: vermicelli
chawal ka atta: rice flour
makki: maize, corn
chakki atta: atta, wheat flour
multigrain atta: multigrain
singhara atta: water chestnut flour
kuttu atta: buckwheat flour
kuttu: buckwheat
rajgira: amaranth
sama chawal: barnyard millet
safed: white
lal: red
hara: green
kala: black
peela: yellow
tazaa: fresh
taza: fresh
khatta: sour
meetha: sweet
`;
