// A valid request and result for every call: the registry test breaks them field by field, the
// client tests serve them, and docs/api.md shows them. Keep them realistic.
import type { CallInput, CallName, CallResult } from './registry';

const at = '2026-11-22T02:00:00.000Z';
const image = { url: '/uploads/p/1.jpg', thumb: '/uploads/p/1_thumb.jpg' };
const level = { id: 1, name: 'Bronze' };
const product = {
  id: 7,
  name: 'Blue-and-white vase',
  typeId: 2,
  kind: 'auction' as const,
  price: 128_000,
  stock: 3,
  images: [image],
  description: [{ t: 'p', n: 1 }, 'Porcelain, 32 cm.'],
  status: 'on_sale' as const,
  sellerId: null,
  consigned: false,
  createdAt: at,
};
/** A list page's item: the product without its description (no list carries it). */
const { description: _description, ...listItem } = product;
const address = {
  id: 3,
  name: 'Li Wei',
  phone: '13800138000',
  region: 'Guangdong Shenzhen Nanshan',
  detail: 'Keyuan Road 1, flat 802',
  postalCode: '518057',
  isDefault: true,
  createdAt: at,
};
const privateImage = {
  url: '/uploads/private/0123456789abcdef0123456789abcdef.jpg?exp=1795831200&u=9&sig=x',
  thumb: '/uploads/private/0123456789abcdef0123456789abcdef.thumb.webp?exp=1795831200&u=9&sig=x',
};
const afterSaleCase = {
  id: 5,
  orderId: 41,
  kind: 'damaged' as const,
  status: 'info_requested' as const,
  openedAt: at,
  updatedAt: at,
  refunded: 0,
  events: [
    {
      id: 10,
      at,
      actor: 'buyer' as const,
      kind: 'opened' as const,
      text: 'The lid arrived cracked.',
      photos: [privateImage],
      amount: null,
      reasonCode: null,
    },
    {
      id: 11,
      at,
      actor: 'support' as const,
      kind: 'info_requested' as const,
      text: 'Please send a photo of the parcel as it arrived.',
      photos: [],
      amount: null,
      reasonCode: null,
    },
  ],
};
const order = {
  id: 41,
  productId: 7,
  productName: 'Blue-and-white vase',
  productImage: image,
  kind: 'auction',
  quantity: 1,
  price: 128_000,
  total: 128_000,
  status: 'owned',
  askingPrice: null,
  consignedAt: null,
  soldAt: null,
  delivery: null,
  createdAt: at,
} as const;
const user = {
  id: 12,
  phone: '138****8000',
  nickname: 'Collector',
  avatar: null,
  level,
  balance: 500_000,
  frozen: 0,
  score: 120,
  hasPayPassword: true,
  suspended: false,
  smallPayLimit: 0,
  identityStatus: 'verified',
  invitationCode: 'GAVEL12',
  createdAt: at,
} as const;
const identity = {
  realName: 'Li Wei',
  idNumber: '**************123X',
  frontImage: '/uploads/id/front.jpg',
  backImage: '/uploads/id/back.jpg',
  status: 'pending',
  reason: null,
  reasonCode: null,
  rejectedPhotos: [] as ('front' | 'back')[],
  submittedAt: at,
  reviewedAt: null,
} as const;
const tokens = { accessToken: 'eyJ.access.sig', refreshToken: 'eyJ.refresh.sig' };
const codeSent = { sentTo: '138****8000', resendAfter: 60 };
const ok = { ok: true } as const;
const recharge = {
  id: 5,
  amount: 100_000,
  accountId: 1,
  proofImage: '/uploads/r/5.jpg',
  status: 'pending',
  reason: null,
  reasonCode: null,
  createdAt: at,
  reviewedAt: null,
} as const;
const userBank = {
  bankName: 'Bank of China',
  holderName: 'Li Wei',
  cardNumber: '**** **** **** 0366',
  last4: '0366',
  branch: null,
  updatedAt: at,
};

const chatMessageSample = {
  id: 119,
  groupId: 1,
  clientId: 'c0ffee00-1234-4bcd-8123-000000000001',
  sender: { id: 7, nickname: 'Li Wei', avatar: null },
  text: 'Is the jade vase still on sale?',
  image: null,
  createdAt: at,
};

type Samples = { [N in CallName]: { request: CallInput<N>; result: CallResult<N> } };

export const samples: Samples = {
  getMobileCodeLogin: { request: { phone: '13800138000' }, result: codeSent },
  getMobileCodeRegist: { request: { phone: '+447700900123' }, result: codeSent },
  login: { request: { phone: '13800138000', code: '123456' }, result: tokens },
  register: {
    request: { phone: '13800138000', code: '123456', password: 'correct horse', invitationCode: 'GAVEL12' },
    result: tokens,
  },
  ChangePassword: { request: { oldPassword: 'correct horse', newPassword: 'battery staple' }, result: ok },
  logout: { request: {}, result: ok },
  GetMobileCodeModifyPayPwd: { request: {}, result: codeSent },
  ModifyPayPwd: { request: { code: '123456', payPassword: '246810' }, result: ok },
  SetSmallPayLimit: { request: { limit: 20_000, payPassword: '246810' }, result: { smallPayLimit: 20_000 } },
  GetMobileCodeDeleteAccount: { request: {}, result: codeSent },
  getProductList: {
    request: {
      page: 1,
      pageSize: 20,
      typeId: 2,
      kind: 'auction',
      keyword: 'vase',
      sort: 'newest',
      minPrice: 10_000,
      maxPrice: 500_000,
    },
    result: { items: [listItem], total: 1, page: 1, pageSize: 20 },
  },
  getProduct: { request: { id: 7 }, result: product },
  GetProductTypeList: { request: {}, result: [{ id: 2, name: 'Porcelain', icon: null, sort: 1 }] },
  GetAuctionTimeInfo: {
    request: {},
    result: { startTime: '10:00', endTime: '22:00', now: 1_795_312_800_000, timeZone: 'Asia/Shanghai' },
  },
  GetTzPriceData: {
    request: {},
    result: {
      updatedAt: at,
      series: [
        {
          typeId: 2,
          name: 'Porcelain',
          points: [{ date: '2026-11-21', average: 120_000, high: 150_000, low: 90_000, volume: 14 }],
        },
      ],
    },
  },
  GetSaleHistory: {
    request: { id: 7 },
    result: [
      { kind: 'resale', price: 140_000, quantity: 1, change: 12_000, soldAt: at },
      { kind: 'first', price: 128_000, quantity: 1, change: null, soldAt: at },
    ],
  },
  buyProduct: { request: { productId: 7, quantity: 1, payPassword: '246810' }, result: { order, balance: 372_000 } },
  orderList: {
    request: { page: 1, pageSize: 20, status: 'owned' },
    result: { items: [order], total: 1, page: 1, pageSize: 20 },
  },
  ProductWeiPai: {
    request: { id: 41, price: 140_000 },
    result: { order: { ...order, status: 'consigned', askingPrice: 140_000, consignedAt: at } },
  },
  OneKeyProductWeiPai: {
    request: { ids: [41] },
    result: { orders: [{ ...order, status: 'consigned', askingPrice: 128_000, consignedAt: at }], count: 1 },
  },
  requestDelivery: {
    request: { orderId: 41, addressId: 3 },
    result: {
      order: {
        ...order,
        status: 'delivery_requested',
        delivery: {
          addressId: 3,
          address: {
            name: 'Li Wei',
            phone: '138****8000',
            region: 'Guangdong Shenzhen Nanshan',
            detail: 'Keyuan Road 1, flat 802',
            postalCode: '518057',
          },
          requestedAt: at,
          shippedAt: null,
          carrier: null,
          trackingNo: null,
          deliveredAt: null,
          deliveredBy: null,
        },
      },
    },
  },
  confirmReceipt: {
    request: { orderId: 41 },
    result: {
      order: {
        ...order,
        status: 'delivered',
        delivery: {
          addressId: 3,
          address: {
            name: 'Li Wei',
            phone: '138****8000',
            region: 'Guangdong Shenzhen Nanshan',
            detail: 'Keyuan Road 1, flat 802',
            postalCode: '518057',
          },
          requestedAt: at,
          shippedAt: at,
          carrier: 'SF Express',
          trackingNo: 'SF1234567890',
          deliveredAt: at,
          deliveredBy: 'buyer',
        },
      },
    },
  },
  getAfterSale: {
    request: { orderId: 41 },
    result: {
      orderId: 41,
      productName: 'Blue-and-white vase',
      productImage: image,
      deliveredAt: at,
      openUntil: '2026-11-29T02:00:00.000Z',
      canOpen: false,
      refusal: 'after_sale_open',
      paid: 128_000,
      refunded: 0,
      refundable: 128_000,
      cases: [afterSaleCase],
    },
  },
  afterSaleList: {
    request: { page: 1, pageSize: 20 },
    result: {
      items: [
        {
          id: 5,
          orderId: 41,
          productName: 'Blue-and-white vase',
          productImage: image,
          kind: 'damaged',
          status: 'info_requested',
          openedAt: at,
          updatedAt: at,
          refunded: 0,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    },
  },
  openAfterSale: {
    request: {
      orderId: 41,
      kind: 'damaged',
      text: 'The lid arrived cracked.',
      photos: ['/uploads/0123456789abcdef0123456789abcdef.jpg'],
    },
    result: { case: { ...afterSaleCase, status: 'open', events: afterSaleCase.events.slice(0, 1) } },
  },
  replyAfterSale: {
    request: { caseId: 5, text: 'Here is the box, photographed as it arrived.', photos: [] },
    result: {
      case: {
        ...afterSaleCase,
        status: 'open',
        events: [
          ...afterSaleCase.events,
          {
            id: 12,
            at,
            actor: 'buyer',
            kind: 'info_added',
            text: 'Here is the box, photographed as it arrived.',
            photos: [],
            amount: null,
            reasonCode: null,
          },
        ],
      },
    },
  },
  GetBankInfo: {
    request: {},
    result: {
      accounts: [
        {
          id: 1,
          bankName: 'ICBC',
          accountName: 'Gavel Trading Ltd',
          accountNumber: '6222 0212 3456 7890',
          branch: 'Shenzhen Nanshan',
        },
      ],
      minAmount: 10_000,
      maxAmount: 50_000_000,
      instructions: 'Transfer, then upload the receipt.',
    },
  },
  GetUserBankInfo: { request: {}, result: userBank },
  SaveUserBankInfo: {
    request: {
      bankName: 'Bank of China',
      holderName: 'Li Wei',
      cardNumber: '6011000990139424',
      branch: 'Nanshan',
      payPassword: '246810',
    },
    result: userBank,
  },
  applyRecharge: {
    request: { amount: 100_000, accountId: 1, proofImage: '/uploads/r/5.jpg', payerName: 'Li Wei' },
    result: recharge,
  },
  RechargePage: {
    request: { page: 1, pageSize: 20, status: 'pending' },
    result: { items: [recharge], total: 1, page: 1, pageSize: 20 },
  },
  ApplyWithdraw: {
    request: { amount: 50_000, payPassword: '246810' },
    result: {
      id: 9,
      amount: 50_000,
      fee: 0,
      cardNumber: '**** **** **** 0366',
      status: 'pending',
      reason: null,
      reasonCode: null,
      createdAt: at,
      reviewedAt: null,
    },
  },
  ApplyScoreTiYanRefund: {
    request: { points: 100, note: 'Trial ended' },
    result: { id: 2, points: 100, status: 'pending', reason: null, reasonCode: null, createdAt: at, reviewedAt: null },
  },
  WithdrawPage: {
    request: { page: 1, pageSize: 20, status: 'rejected' },
    result: {
      items: [
        {
          id: 8,
          amount: 20_000,
          fee: 0,
          cardNumber: '**** **** **** 0366',
          status: 'rejected',
          reason: 'Name on card differs',
          reasonCode: 'card_mismatch',
          createdAt: at,
          reviewedAt: at,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    },
  },
  ScoreRefundPage: {
    request: { page: 1, pageSize: 20 },
    result: {
      items: [
        { id: 2, points: 100, status: 'approved', reason: null, reasonCode: null, createdAt: at, reviewedAt: at },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    },
  },
  WalletsPage: {
    request: { page: 1, pageSize: 20, kind: 'purchase' },
    result: {
      items: [
        {
          id: 88,
          kind: 'purchase',
          amount: -128_000,
          balanceAfter: 372_000,
          memo: 'Order 41',
          refId: 41,
          applicationStatus: null,
          createdAt: at,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    },
  },
  getInfo: { request: {}, result: user },
  ChangeNickName: { request: { nickname: 'Old Li' }, result: { ...user, nickname: 'Old Li' } },
  GetAddressList: { request: { id: 3 }, result: [address] },
  addAddress: {
    request: {
      name: 'Li Wei',
      phone: '13800138000',
      region: 'Guangdong Shenzhen Nanshan',
      detail: 'Keyuan Road 1, flat 802',
      postalCode: '518057',
      isDefault: true,
    },
    result: address,
  },
  updateAddress: {
    request: {
      id: 3,
      name: 'Li Wei',
      phone: '13800138000',
      region: 'Guangdong Shenzhen Nanshan',
      detail: 'Keyuan Road 2',
      postalCode: '518057',
      isDefault: true,
    },
    result: address,
  },
  deleteAddress: { request: { id: 3 }, result: ok },
  submitIdentity: {
    request: {
      realName: 'Li Wei',
      idNumber: '44030519900101123X',
      frontImage: '/uploads/id/front.jpg',
      backImage: '/uploads/id/back.jpg',
    },
    result: identity,
  },
  getIdentity: { request: {}, result: identity },
  GetAccountDeletionBlockers: { request: {}, result: { blockers: ['balance_not_zero', 'orders_in_flight'] } },
  DeleteAccount: { request: { password: 'secret-pass-1', code: '123456' }, result: ok },
  GetTeamList: {
    request: {},
    result: {
      invitationCode: 'GAVEL12',
      total: 1,
      members: [{ id: 30, nickname: 'Friend', phone: '139****0001', avatar: null, level, joinedAt: at }],
    },
  },
  RequestDataExport: {
    request: {},
    result: { token: 'q2mQm1gJ3uV6o0Hk4sT9cXbY7zN5wR8aP1eL2dF6hK0', expiresAt: at, nextAt: at },
  },
  DownloadDataExport: {
    request: { token: 'q2mQm1gJ3uV6o0Hk4sT9cXbY7zN5wR8aP1eL2dF6hK0' },
    result: {
      version: 1,
      generatedAt: at,
      profile: { ...user, phone: '13800138000' },
      addresses: [address],
      bankCard: userBank,
      orders: [order],
      afterSale: [afterSaleCase],
      ledger: [
        {
          id: 88,
          kind: 'purchase',
          amount: -128_000,
          balanceAfter: 372_000,
          memo: 'Order 41',
          refId: 41,
          applicationStatus: null,
          createdAt: at,
        },
      ],
      applications: { recharges: [recharge], withdrawals: [], scoreRefunds: [] },
      acceptances: [{ agreement: 'service', version: 1, locale: 'en', source: 'register', acceptedAt: at }],
      notifications: [
        { id: 89, type: 'watch_restocked', data: { productId: 7, name: 'Jade vase' }, read: false, createdAt: at },
      ],
      chatMessages: [
        { id: 119, groupId: 1, text: 'Is the jade vase still on sale?', image: null, deleted: false, createdAt: at },
      ],
    },
  },
  GetNotice: {
    request: {},
    result: [
      {
        id: 1,
        title: 'Auction window moves to 10:00',
        content: [{ t: 'p', n: 1 }, 'From Monday.'],
        pinned: true,
        publishedAt: at,
      },
    ],
  },
  GetArtical: {
    request: { id: 1 },
    result: { id: 1, title: 'User privacy agreement', content: [{ t: 'h1', n: 1 }, 'Privacy'], updatedAt: at },
  },
  GetAgreementStatus: {
    request: {},
    result: { outdated: [{ agreement: 'service', version: 2, articleId: 2 }] },
  },
  AcceptAgreements: {
    request: { agreements: [{ agreement: 'service', version: 2 }] },
    result: { accepted: [{ agreement: 'service', version: 2, lang: 'en' }] },
  },
  getCompany: {
    request: { id: 1 },
    result: {
      id: 1,
      name: 'Gavel Trading Ltd',
      logo: null,
      description: [{ t: 'p', n: 1 }, 'Since 2020.'],
      address: 'Shenzhen',
      phone: '+8675500000000',
      email: 'help@example.com',
      website: 'https://example.com',
    },
  },
  GetAppUpdateConfig: {
    request: {},
    result: [
      { code: 'app_version', value: '1.0.5' },
      { code: 'app_change_log', value: 'Faster lists.' },
    ],
  },
  getAllDictList: {
    request: {},
    result: [
      { code: 'agreement_article', name: 'Agreement articles', items: [{ value: '1', label: 'privacy', sort: 1 }] },
    ],
  },
  uploadImages: {
    request: {},
    result: {
      url: '/uploads/u/a.jpg',
      thumb: '/uploads/u/a_thumb.jpg',
      size: 52_311,
      name: 'receipt.jpg',
      type: 'image/jpeg',
    },
  },
  storageAuth: {
    request: { filename: 'receipt.jpg' },
    result: { params: { host: '/api/common/storageUpload', key: 'u/12/receipt.jpg', token: 'signed' }, expiresAt: at },
  },
  chatGroups: {
    request: {},
    result: [{ id: 1, name: 'General', general: true, lastMessage: chatMessageSample, unread: 3 }],
  },
  chatHistory: {
    request: { groupId: 1, before: 120, limit: 30 },
    result: { items: [chatMessageSample], hasMore: true },
  },
  chatRead: { request: { groupId: 1, lastReadId: 119 }, result: { lastReadId: 119 } },
  chatSend: {
    request: { groupId: 1, clientId: 'c0ffee00-1234-4bcd-8123-000000000001', text: 'Is the jade vase still on sale?' },
    result: chatMessageSample,
  },
  GetWatchList: { request: {}, result: [{ ...product, watchedAt: at }] },
  AddWatch: { request: { productId: 7 }, result: { ok: true } },
  RemoveWatch: { request: { productId: 7 }, result: { ok: true } },
  GetNotifications: {
    request: { before: 90, limit: 20 },
    result: {
      items: [
        {
          id: 89,
          type: 'watch_restocked',
          data: { productId: 7, name: 'Jade vase' },
          read: false,
          createdAt: at,
        },
        {
          id: 88,
          type: 'consign_sold',
          data: { orderId: 41, name: 'Jade vase', amount: 140_000 },
          read: true,
          createdAt: at,
        },
      ],
      hasMore: false,
      unread: 1,
    },
  },
  ReadNotifications: { request: { ids: [89] }, result: { unread: 0 } },
  GetNotificationSettings: { request: {}, result: { muted: false, windowLead: 15, push: ['watch_restocked'] } },
  SaveNotificationSettings: {
    request: { muted: false, windowLead: 60, push: ['watch_restocked', 'consign_sold'] },
    result: { muted: false, windowLead: 60, push: ['watch_restocked', 'consign_sold'] },
  },
  GetPushPublicKey: {
    request: {},
    result: { publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U' },
  },
  SavePushSubscription: {
    request: {
      endpoint: 'https://push.example.net/send/abc123',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
      locale: 'zh-CN',
    },
    result: { ok: true },
  },
  RemovePushSubscription: { request: { endpoint: 'https://push.example.net/send/abc123' }, result: { ok: true } },
};
