/* tg-charset-tables.c: frequent characters of Chinese, Japanese, Korean
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Detection decodes the bytes of a file without CA[] as each candidate
 * charset and asks how much of the result is ordinary text. These lists
 * hold the most frequent characters of everyday writing in each language
 * plus the vocabulary of Go records (ranks, results, tournaments, common
 * player names). A right decoding hits them often; a wrong one lands on
 * random, mostly rare characters. Duplicates are harmless.
 */

#include "config.h"

#include "tg-sgf-charset-private.h"

static const char zh_hans[] =
  "的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过"
  "家学对可她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所"
  "本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全"
  "工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第门相次东政海口使教"
  "西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住员九笑性"
  "通目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果亲"
  "界及今京务制解各任至清物台象记边共风战干接它许八特觉望直服毛林题建南度统色字请交爱让认"
  "算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花快条院变联言权往展该领传近留红"
  "治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程告江语英基派满式李息写"
  "呢识极令黄德收脸钱党倒未持音跑投讲"
  /* Go */
  "局胜负段棋杯赛届围劫盘黑冠军循环预选准淘汰轮职余天座因坊圣碁邀甲乙丙丁客评谱贴输赢超吃"
  "挂断粘跳飞尖拐扳顶退虎冲挡靠托夹碰压爬渡刺扑枷征缓急厚薄势官复研究图失妙恶俗筋布序角星"
  "左右下世石古孔杰常昊柯洁朴永训俞斌邱峻昌镐晓春聂卫曹薰铉刘姜润胡耀宇睿羊磊宋泰坤蓝烈编"
  "译坛报播彩金立三星险阿含桐凤凰庭巅峰决赛番第弈棋谱手谈解说实战讲评让子贴目中盘胜和棋打"
  "挂负于执黑执白吴清源聂卫平马晓春常昊古力孔杰时越陈耀烨柯洁唐韦星芈昱廷范廷钰连笑辜梓豪"
  "杨鼎新申真谞朴廷桓崔精於之汀谢依旻韩国日本中国棋院网新浪腾讯野狐弈城";

static const char zh_hant[] =
  "的一是不了人我在有他這中大來上國個到說們為子和你地出道也時年得就那要下以生會自著去之過"
  "家學對可她裡後小麼心多天而能好都然沒日於起還發成事只作當想看文無開手十用主行方又如前所"
  "本見經頭面公同三已老從動兩長知民樣現分將外但身些與高意進把法此實回二理美點月明其種聲全"
  "工己話兒者向情部正名定女問力機給等幾很業最間新什打便位因重被走電四第門相次東政海口使教"
  "西再平真聽世氣信北少關並內加化由卻代軍產入先山五太水萬市眼體別處總才場師書比住員九笑性"
  "通目華報立馬命張活難神數件安表原車白應路期叫死常提感金何更反合放做系計或司利受光王果親"
  "界及今京務制解各任至清物台臺象記邊共風戰幹接它許八特覺望直服毛林題建南度統色字請交愛讓"
  "認算論百吃義科怎元社術結六功指思非流每青管夫連遠資隊跟帶花快條院變聯言權往展該領傳近留"
  "紅治決周保達辦運武半候七必城父強步完革深區即求品士轉量空甚眾技輕程告江語英基派滿式李息"
  "寫呢識極令黃德收臉錢黨倒未持音跑投講"
  /* Go */
  "局勝負段棋盃杯賽屆圍劫盤黑冠軍循環預選準淘汰輪職餘天座因坊聖碁邀甲乙丙丁客評譜貼輸贏超"
  "吃掛斷粘跳飛尖拐扳頂退虎衝擋靠托夾碰壓爬渡刺撲枷徵緩急厚薄勢官復研究圖失妙惡俗筋佈布序"
  "角星左右下世石古孔傑常昊柯潔朴永訓俞斌邱峻昌鎬曉春聶衛曹薰鉉劉姜潤胡耀宇睿羊磊宋泰坤藍"
  "烈譯壇報播彩灣韓弈譜談執吳清源林海峰王立誠王銘琬張栩周俊勳謝依旻許皓鋐賴均輔應氏基金會"
  "棋院網";

static const char ja[] =
  "日本人一大年中会出十二三上下見生子分行何時今同自事者私前後手気地間方学長来本当思言作話田"
  "彼入部家性所開安心高米市社業用代明外全理体金円対発国道持新取回成合問最女男物力意場実戦局"
  "勝負黒白番碁棋段名位座天元聖王将先互定押目半打掛切投了石星小布筋死活劫寄封隅辺盤解説観譜"
  "記録者主催予選決準挑優趙治勲張栩井山裕太林光一竹英雄武宮正樹加藤夫海峰坂田栄男藤沢秀策和"
  "丈呉清源院関西新聞読売朝毎経済杯期第月秒番因坊囲碁置互先中押勝半目持碁時間切負棋譜対局者"
  "手合週刊誌講座問題正解失敗変化図参考進行";

static const char ko[] =
  "이다의는에가을를고하지한기서로으사도대그수나자어리아시일해인보있것들게만적전정부주요과와내"
  "면상없때우중되제말까거위생세동경무개안장국더회문화방성소신원용학실오히저여유계모공러며비연"
  "영심통분진발선물단천결치두구본조알체라파금차명마된함또당행반후미점음관간불등월년날집승패흑"
  "백돌바둑왕최고준리그예호덤읽초순착석포활싸움끝복해설전우도세훈현창박환김강윤훈한목";

typedef struct
{
  guint8 hanzi[(0xa000 - 0x3400) / 8];   /* U+3400..U+9FFF */
  guint8 hangul[(0xd7a4 - 0xac00 + 7) / 8];
} Bitmap;

static Bitmap bitmaps[TG_N_LANGS];

static void
fill (Bitmap     *b,
      const char *chars)
{
  for (const char *s = chars; *s; s = g_utf8_next_char (s))
    {
      gunichar c = g_utf8_get_char (s);

      if (c >= 0x3400 && c < 0xa000)
        b->hanzi[(c - 0x3400) / 8] |= 1u << ((c - 0x3400) % 8);
      else if (c >= 0xac00 && c < 0xd7a4)
        b->hangul[(c - 0xac00) / 8] |= 1u << ((c - 0xac00) % 8);
    }
}

static gpointer
build_tables (gpointer data)
{
  const char *lists[] = { zh_hans, zh_hant, ja, ko };

  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    {
      fill (&bitmaps[i], lists[i]);
      fill (&bitmaps[TG_LANG_ANY], lists[i]);
    }
  return NULL;
}

gboolean
_tg_charset_is_frequent (TgLang   lang,
                         gunichar c)
{
  static GOnce once = G_ONCE_INIT;
  const Bitmap *b;

  g_once (&once, build_tables, NULL);
  b = &bitmaps[lang];
  if (c >= 0x3400 && c < 0xa000)
    return (b->hanzi[(c - 0x3400) / 8] >> ((c - 0x3400) % 8)) & 1;
  if (c >= 0xac00 && c < 0xd7a4)
    return (b->hangul[(c - 0xac00) / 8] >> ((c - 0xac00) % 8)) & 1;
  return FALSE;
}
