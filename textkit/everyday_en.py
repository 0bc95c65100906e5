"""Everyday English for what documents say formally: abbreviations, slang and spoken words → the formal words.

The English half of ``textkit.everyday`` (read through it, by ``textkit.variants``), by its rules: "my
paycheck is late", "call the cops", "how many ppl", "card got declined", "sick note" over documents that
say salary, police, people, failed payment, medical certificate. An entry is a real equivalence a native
speaker would confirm (or the formal word that covers the everyday one), never a relative, never taken
from one document or question set; forms are whole words folded by the project's stemmer; a word that
means something else in another of the domains is left out ("ac" is also alternating current in manuals,
"tablets" also devices, "swiped" also a card).
"""
from __future__ import annotations

Table = tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]

EN_EVERYDAY: Table = (
    # work and pay
    (("paycheck", "paycheque", "payslip", "pay slip", "pay stub"), ("salary", "wage", "pay", "payroll")),
    (("sick day", "sick days"), ("sick leave",)),
    (("day off", "days off"), ("leave", "time off", "holiday")),
    (("pto", "paid time off"), ("paid time off", "annual leave", "leave")),
    (("layoff", "laid off"), ("redundancy", "layoff", "lay-off")),
    (("per diem", "daily allowance"), ("per diem", "daily allowance")),
    (("petrol", "gasoline", "gas money"), ("fuel",)),
    (("rental car", "hire car", "rent a car"), ("rental vehicle", "rental car", "hire car", "rental")),
    # health and insurance
    (("doctor",), ("doctor", "physician", "medical practitioner")),
    (("meds",), ("medication", "medicine")),
    (("checkup", "check-up"), ("examination", "health check", "check-up")),
    (("jab", "jabs", "shots"), ("vaccination", "vaccine", "immunisation", "immunization")),
    (("flu",), ("influenza", "flu")),
    (("copay", "co-pay"), ("co-payment", "copayment", "copay")),
    (("write-off", "totaled", "totalled"), ("total loss", "write-off")),
    # housing
    (("landlord",), ("landlord", "lessor")),
    (("tenant", "renter"), ("tenant", "lessee")),
    (("flatmate", "roomie", "roommate"), ("roommate", "flatmate")),
    # study
    (("uni",), ("university",)),
    (("prof", "profs"), ("professor",)),
    (("grad school",), ("graduate school",)),
    (("freshman", "fresher"), ("first-year", "first year", "freshman", "new student")),
    # IT and service
    (("app",), ("app", "mobile app", "mobile application")),
    (("log in", "login", "sign in", "sign-in"), ("log in", "login", "sign in", "sign-in")),
    (("glitch", "bug"), ("error", "bug", "defect", "fault")),
    (("help desk", "helpdesk", "customer service", "customer support"),
     ("support", "customer service", "help desk", "service desk")),
    (("bill",), ("bill", "invoice", "billing")),
    # equipment and safety
    (("ppe", "safety gear", "protective gear"), ("personal protective equipment", "ppe", "protective equipment")),
    (("hard hat", "hardhat"), ("safety helmet", "hard hat", "helmet")),
    (("goggles", "safety glasses"), ("eye protection", "safety glasses", "goggles")),
    (("lube",), ("lubricant", "lubrication")),
    (("prop", "props"), ("propeller",)),
    # people and family
    (("cop", "cops"), ("police", "police officer", "law enforcement")),
    (("ppl",), ("people",)),
    (("hubby",), ("husband", "spouse")),
    (("mom", "mum", "mommy", "mummy"), ("mother", "parent")),
    (("dad", "daddy"), ("father", "parent")),
    (("grandma", "granny", "nana"), ("grandmother", "grandparent")),
    (("grandpa", "grandad", "granddad"), ("grandfather", "grandparent")),
    # more of health and insurance
    (("vet bills", "vet bill"), ("veterinary expenses", "veterinary costs", "veterinary fees", "veterinary treatment")),
    (("hospital bills", "doctor bills", "medical bills"), ("medical expenses", "medical costs", "treatment costs")),
    (("pills",), ("medication", "medicine")),
    (("painkillers", "painkiller"), ("pain relief", "analgesic", "pain medication")),
    (("physio",), ("physiotherapy", "physical therapy")),
    (("rehab",), ("rehabilitation",)),
    (("c-section",), ("caesarean section", "cesarean section", "caesarean", "cesarean")),
    (("vax", "vaxx"), ("vaccination", "vaccine")),
    (("rx",), ("prescription",)),
    (("sick note", "doctor's note"), ("medical certificate", "doctor's certificate", "fit note")),
    (("glasses",), ("eyeglasses", "spectacles", "glasses")),
    (("payout",), ("benefit", "claim payment", "indemnity")),
    (("break-in", "broken into", "broke in"), ("burglary", "forced entry", "forcible entry", "theft")),
    (("stolen",), ("theft", "stolen")),
    (("stuff",), ("belongings", "personal property", "possessions")),
    # home
    (("house",), ("dwelling", "home", "residence")),
    (("condo",), ("condominium", "apartment")),
    (("aircon",), ("air conditioning", "air conditioner")),
    (("fridge",), ("refrigerator",)),
    (("telly", "tv"), ("television",)),
    (("car park",), ("parking lot", "parking garage", "parking area", "car park")),
    (("loo",), ("toilet", "restroom", "bathroom")),
    # money
    (("bucks",), ("dollars", "usd")),
    (("quid",), ("pounds", "gbp")),
    (("card declined", "card got declined", "declined card"),
     ("failed payment", "payment failure", "payment fails", "payment failed", "unsuccessful payment", "declined")),
    (("by wire", "wire money", "wire transfer"), ("bank transfer", "wire transfer")),
    (("pay raise", "pay rise"), ("salary increase", "pay increase", "wage increase")),
    (("promo", "promo code"), ("promotion", "promotional code", "discount code", "coupon code")),
    (("freebie", "freebies"), ("free gift", "complimentary")),
    # more of work and driving
    (("hr",), ("human resources", "personnel")),
    (("mat leave",), ("maternity leave",)),
    (("company car", "work car", "work vehicle"),
     ("company vehicle", "business vehicle", "fleet vehicle", "pool vehicle", "corporate vehicle", "company car")),
    (("parking ticket",), ("parking fine", "parking violation", "penalty charge notice", "parking citation")),
    (("speeding ticket",), ("speeding fine", "speeding violation", "speeding offence", "speeding offense")),
    (("fender bender",), ("minor collision", "minor accident", "collision")),
    (("tow truck",), ("towing", "tow")),
    (("cab",), ("taxi",)),
    (("red-eye",), ("overnight flight",)),
    (("hi-vis", "high-vis"), ("high-visibility", "high visibility")),
    (("steel toes", "steel-toe boots", "steel toe boots", "steel-toed boots"),
     ("safety shoes", "safety boots", "safety footwear")),
    (("earmuffs",), ("hearing protection", "ear protection", "ear defenders")),
    # more of study
    (("sem", "sems"), ("semester",)),
    (("finals",), ("final exam", "final examination", "final exams")),
    (("midterms",), ("midterm exam", "midterm examination", "mid-term")),
    (("undergrad", "undergrads"), ("undergraduate",)),
    (("postgrad", "postgrads"), ("postgraduate", "graduate student")),
    (("prereq", "prereqs"), ("prerequisite",)),
    (("grad",), ("graduate", "graduation")),
    # abbreviations in writing
    (("info",), ("information",)),
    (("admin",), ("administration", "administrator")),
    (("pw", "pwd"), ("password",)),
    (("acct",), ("account",)),
    (("msg",), ("message",)),
    (("appt",), ("appointment",)),
    (("dept",), ("department",)),
    (("mgr",), ("manager",)),
    (("govt",), ("government",)),
    (("qty",), ("quantity",)),
    (("tel",), ("telephone", "phone")),
    (("dob",), ("date of birth", "birth date")),
    (("eta",), ("estimated time of arrival", "arrival time")),
    (("cellphone", "cell phone"), ("mobile phone", "mobile", "smartphone")),
    (("pic", "pics"), ("photo", "photograph", "picture", "image")),
    (("vid", "vids"), ("video",)),
)


# Phrasal verbs, for the verification's word coverage only (``verification.engine.phrasal``): a claim's phrasal
# verb (together or split: "get the fee back") is found where its evidence says one of the document forms, one-word
# verbs as written. WordNet's verb synsets give most of them ("come back" / return, "turn off" / switch off); an
# entry here is a common sense WordNet lacks, by the rules above, said from the same side of the act ("get back"
# is the receiver's: refund, not repay, which is the debtor's). Not read for retrieval: in a question a phrasal's
# words mean more ("get back to me").
EN_PHRASAL: Table = (
    (("get back",), ("refund", "reimburse")),
    (("come off", "take off"), ("deduct", "subtract")),
    (("hand in", "turn in"), ("submit",)),
    (("hand back",), ("return",)),
    (("run out",), ("expire", "lapse")),
    (("fill in",), ("complete",)),
)
