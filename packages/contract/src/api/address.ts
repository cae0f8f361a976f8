import { Type } from 'typebox';
import { ADDRESS_BOOK_MAX } from '../constants.ts';
import { Paths } from '../api-paths.ts';
import { declareApi, route } from '../route.ts';
import { AddressBody, AddressUpdateBody, GeoTree, UserAddress } from '../schemas/address.ts';
import { IdParam } from '../schemas/common.ts';

const params = Type.Object({ id: IdParam });

/** §7 Address: the address book and the region trees. */
export const AddressApi = declareApi('address', {
  list: route('GET', Paths.addressList, "The user's addresses: the default first, then the newest", { answer: Type.Array(UserAddress) }, 'required'),
  receive: route(
    'GET',
    Paths.addressReceive,
    'The address an order goes to: the default, else the newest, else null',
    { answer: Type.Union([UserAddress, Type.Null()]) },
    'required',
  ),
  get: route('GET', Paths.address, "One of the user's addresses (another user's answers 40411)", { params, answer: UserAddress }, 'required'),
  create: route(
    'POST',
    Paths.addressSave,
    `Adds an address (the first becomes the default; at most ${ADDRESS_BOOK_MAX}); region names come from the codes`,
    { body: AddressBody, answer: UserAddress },
    'required',
  ),
  change: route('PUT', Paths.addressSave, 'Changes an address (id in the body); isDefault true makes it the default', { body: AddressUpdateBody, answer: UserAddress }, 'required'),
  delete: route('DELETE', Paths.address, 'Deletes an address; deleting the default makes the newest left the default', { params, answer: Type.Literal(true) }, 'required'),
  geoAll: route('GET', Paths.geoAll, "China's administrative divisions: province › city › district, every province with three levels", { answer: GeoTree }),
  geoAllExclude: route('GET', Paths.geoAllExclude, 'The divisions we deliver to (without 台湾, 香港, 澳门): the tree for an address’s region', { answer: GeoTree }),
});
