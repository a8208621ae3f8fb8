import type { Translation } from '../i18n-types.js';

// Strings of the scripts catalogue (docs/scripts.md).
export const scripts = {
  script: {
    scriptName: '脚本名称',
    scriptPackage: '包名',
    game: '游戏',
    scriptParam: '默认参数（JSON）',
    scriptExplain: '脚本说明',
    scriptLabel: '标签',
    cacheSwitch: '缓存脚本包',
    iamgeUrl: '封面图片',
    brand: '品牌',
    authorNick: '作者名称',
    owner: '作者账号',
    company: '签约公司',
    chargeSwitch: '收费',
    isTvip: '仅限 VIP',
    isFts: '免费试用',
    isShow: '在应用中显示',
    showOrder: '推荐顺序',
    source: '来源',
    vendorName: '供应商',
    vendorContact: '供应商联系方式',
    externalUrl: '下载地址',
    returnReason: '退回原因',
    visibility: '上架状态',
    status: {
      draft: '草稿',
      submitted: '待上架',
      returned: '已退回',
      shown: '已上架',
      hidden: '已下架',
      retired: '已停用',
    },
    sources: {
      platform: '平台',
      thirdParty: '第三方',
    },
    event: {
      SUBMIT: '提交',
      SHOW: '上架',
      RETURN: '退回',
      HIDE: '下架',
      RETIRE: '停用',
    },
  },
} satisfies Pick<Translation, 'script'>;
