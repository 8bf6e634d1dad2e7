// Products, categories, pictures, search words and the price list: mostly the seller's.
const IMAGE_FORMATS = 'JPEG, PNG, WebP, GIF or AVIF';
const SAME_SKU_RULE = 'case and accents are ignored: É is E, ß is ss';

export const catalogueWords = {
  productAdded: 'Product Added',
  productUpdated: 'Product Updated',
  productArchived: 'Product Archived',
  productRestored: 'Product Restored',
  stockUpdated: 'Stock Updated',
  categoryAdded: 'Category Added',
  categoryUpdated: 'Category Updated',
  pictureUpdated: 'Picture Updated',
  categoryWasRetired: 'Category Retired',
  categoryWasRestored: 'Category Restored',
  categoryDeleted: 'Category Deleted',
  priceListImported: 'Price list imported.',

  productMissing: 'This product does not exist.',
  productNotSold: 'This product does not exist or is no longer sold.',
  skuTaken: (sku: string) => `Another product already has the SKU "${sku}". SKUs must be unique.`,
  barcodeTaken: (code: string, other: string) =>
    `Barcode ${code} is already on “${other}”. One barcode belongs to one product.`,
  barcodeUnknown: (code: string) => `No product has the barcode ${code}.`,
  offerAbovePrice: 'Offer price cannot be more than the price.',
  archivedTrueOrFalse: 'archived must be true or false.',
  allTrueOrFalse: 'all must be true or false.',
  pageLinkInvalid: 'This page link is not valid any more. Please start from the first page.',
  pageLinkOtherSort: 'This page link was made for another sort order. Please start again.',
  noSuchPage: 'There is no such page.',

  tooManyImages: (max: number) => `A product can have at most ${max} images.`,
  heicImage: `HEIC/HEIF photos (an iPhone's default) cannot be used yet. Please upload ${IMAGE_FORMATS}: on an iPhone, choose Settings › Camera › Formats › Most Compatible, or share the photo as JPEG.`,
  notAnImage: `Only image files (${IMAGE_FORMATS}) can be uploaded.`,
  imageTooLarge: (megapixels: number) =>
    `This image is too large: at most ${megapixels} megapixels. Please resize it or upload another.`,
  imageUnreadable:
    'This image could not be read: it may be damaged or only partly uploaded. Please try another copy.',
  imageMissing: 'This image does not exist.',
  keptImageUnknown: 'An image to keep is not one of this product’s images.',
  keptImageTwice: 'Each image can be kept only once.',
  productDataJsonText: 'Product details (productData) must be JSON text.',
  productDataJson: 'Product details (productData) must be valid JSON.',
  keepImagesJsonText: 'The images to keep (keepImages) must be JSON text.',
  keepImagesJson: 'The images to keep (keepImages) must be valid JSON.',
  productDataRequired: 'Product details (productData) are required.',
  productNotMultipart: 'Send the product as multipart/form-data with productData and image files.',
  productImageTooLarge: (megabytes: number) => `Each image can be at most ${megabytes} MB.`,

  categoryMissing: 'This category does not exist.',
  categoryNeedsPath:
    'Give the category a path (letters a–z, digits and hyphens): its name has none to make one from.',
  choosePicture: 'Choose a picture to upload.',
  categoriesChanged: 'The categories have changed since this list was shown. Reload and try again.',
  categoryHasProducts: (name: string, count: number) =>
    `${name} has ${count} ${count === 1 ? 'product' : 'products'}: retire it instead.`,
  categoryUnknown: (name: string) =>
    `Category ${name} does not exist: add it on the Categories screen first.`,
  categoryRetired: (name: string) =>
    `Category ${name} is retired: restore it on the Categories screen first.`,
  categoryNotTheShops: (text: string) => `category "${text}" is not one of the shop's categories.`,
  categoryNameTaken: (name: string) => `A category named "${name}" already exists.`,
  categoryPathTaken: (path: string) =>
    `Another category already has the path "${path}". Paths must be unique.`,
  pictureNotMultipart: 'Send the picture as multipart/form-data with the id and one image file.',
  pictureTooLarge: (megabytes: number) => `A picture can be at most ${megabytes} MB.`,
  onePicture: 'A category has one picture: send one file.',

  synonymMissing: (word: string) => `"${word}" is not in the list.`,
  synonymsFull: (max: number) =>
    `The list can hold at most ${max} word–meaning rows: delete some first.`,

  priceListRefused: (problems: number) =>
    `${problems === 1 ? 'One row has a problem' : `${problems} rows have problems`}, so nothing was changed. Fix the file and import it again.`,
  priceListEmptiesFields: (rows: number) =>
    `${rows === 1 ? 'One row empties' : `${rows} rows empty`} fields that hold something now (the preview lists them), so nothing was changed. Confirm emptying them, or fill those cells in the file.`,
  priceListCategoryGone: (names: readonly string[]) =>
    `A category of this file was deleted meanwhile (${names.join(', ')}). Import the file again.`,
  choosePriceList: 'Choose a price list file (CSV) to import.',
  priceListNotMultipart:
    'Send the price list as multipart/form-data with the CSV in the field "file".',
  priceListTooLarge: 'The price list file can be at most 5 MB.',
  onePriceList: 'Send one price list file at a time.',
  priceListTwinAdded: (sku: string) =>
    `A product with the SKU ${sku} was added while this file was being imported, so nothing was changed. Import the file again to update it.`,
  priceListTwin: (sku: string, twin: string) =>
    `Another product already has the SKU ${twin}, which counts as the same as ${sku} (${SAME_SKU_RULE}). SKUs must be unique. Nothing was changed.`,
  priceListSameSku: (sku: string) =>
    `SKU ${sku} counts as the same as another SKU in this file (${SAME_SKU_RULE}), so nothing was changed. SKUs must be unique: change one of them and import the file again.`,
  priceListSkuTaken:
    'Another product already has one of the SKUs in this file, so nothing was changed. SKUs must be unique.',
  priceListBarcodeTaken:
    'Another product was given one of the barcodes in this file while it was being applied, so nothing was changed. Import the file again to see which row.',
  priceListTooManyRows: (max: number) =>
    `A price list can have at most ${max.toLocaleString('en-IN')} rows below its header (blank rows count too); this one has more.`,
  priceListRowTooLong: (row: number, kilobytes: number) =>
    `Row ${row} is longer than ${kilobytes} KB, the most a row can hold.`,
  priceListEmpty: 'The file is empty. Start from an exported price list.',
  priceListUnknownColumn: (name: string, columns: readonly string[]) =>
    `Unknown column "${name}". The columns are: ${columns.join(', ')}.`,
  priceListMissingColumns: (names: readonly string[]) =>
    `The file has no ${names.join(', ')} column.`,
  priceListColumnTwice: 'A column appears twice.',
  priceListNotCsv: (line: number | undefined) =>
    `The file is not a readable CSV${line ? ` (near line ${line})` : ''}. Save it as CSV UTF-8 and try again.`,
  priceListTooManyCells: (row: number, max: number) =>
    `Row ${row} has more than ${max} cells; a price list row can have at most ${max}.`,
};
