import OspreySDK
